/**
 * Admin tools of the Bill of Materials (spec §2): Search database and Scrape Certificate on
 * the selected components, or on every component with 'Run for all components'. The
 * checkbox is the product page's (`runAll`), shared with the tools it puts in `more`
 * (Fetch RoHs/REACH), which appear before it as the spec lists them.
 */
import { Button, Checkbox, Loader } from '@mantine/core';
import { IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusRef } from '@/lib/keep-focus';
import { useStartSearch } from '../hooks/use-start-search';

interface FindCertificatesActionsProps {
  productId: number;
  selectedIds: number[];
  /** A search of this product is under way (live feed). */
  detecting: boolean;
  runAll: boolean;
  onRunAllChange: (runAll: boolean) => void;
  /** Other tools on the same selection, shown before the checkbox. */
  more?: ReactNode;
}

export function FindCertificatesActions({
  productId,
  selectedIds,
  detecting,
  runAll,
  onRunAllChange,
  more,
}: FindCertificatesActionsProps) {
  const { start, pending } = useStartSearch(productId);
  const { t } = useTranslation();
  const disabled = pending || (!runAll && selectedIds.length === 0);
  const run = (webScraping: boolean) => start({ materials: selectedIds, webScraping, runAll });

  return (
    <>
      {/* Disabled while the search starts: the focus comes back to the button pressed. */}
      <Button
        ref={keepFocusRef}
        variant="default"
        leftSection={<IconDatabaseSearch size={16} />}
        disabled={disabled}
        onClick={() => run(false)}
      >
        {t('Search database')}
      </Button>
      <Button
        ref={keepFocusRef}
        variant="default"
        leftSection={<IconWorldSearch size={16} />}
        disabled={disabled}
        onClick={() => run(true)}
      >
        {t('Scrape Certificate')}
      </Button>
      {more}
      <Checkbox
        label={t('Run for all components')}
        checked={runAll}
        onChange={(event) => onRunAllChange(event.currentTarget.checked)}
      />
      {detecting && <Loader size="xs" aria-label={t('Searching certificates')} />}
    </>
  );
}
