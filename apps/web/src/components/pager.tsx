/**
 * Mantine's page list with names on its arrows: they show an icon only, and axe (button-name)
 * rightly wants each control named. Every paged list that uses Mantine's Pagination uses this.
 */
import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Pager(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('Previous page') }
          : control === 'next'
            ? { 'aria-label': t('Next page') }
            : {}
      }
      {...props}
    />
  );
}
