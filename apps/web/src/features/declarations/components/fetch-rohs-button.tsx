/**
 * 'Fetch RoHs/REACH' on the product page (spec §2, DESIGN.md §9.5): the selected components,
 * or every component of the product with 'Run for all components' (the same selection and
 * checkbox as Search database). Progress arrives as live `rohsUpdate` events.
 */
import { ROHS_MSG } from '@partproof/shared';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetchDocs } from '../api/fetch-docs';

interface FetchRohsButtonProps {
  /** Every material of the product: runAll still needs one id to name the product. */
  materialIds: number[];
  selectedIds: number[];
  runAll: boolean;
}

export function FetchRohsButton({ materialIds, selectedIds, runAll }: FetchRohsButtonProps) {
  const fetch = useFetchDocs();
  const { t } = useTranslation();
  const ids = runAll ? materialIds.slice(0, 1) : selectedIds;
  const run = () =>
    fetch.mutate(
      { materialsIds: ids, runAll },
      { onSuccess: () => notifications.show({ color: 'blue', message: t(ROHS_MSG.fetching) }) },
    );
  return (
    <Button
      variant="default"
      leftSection={<IconFileSearch size={16} />}
      disabled={fetch.isPending || ids.length === 0}
      onClick={run}
    >
      {t('Fetch RoHs/REACH')}
    </Button>
  );
}
