/**
 * Admin tools of the Bill of Materials (spec §2): Search database and Scrape Certificate on
 * the selected components, or on every component with 'Run for all components'.
 */
import { Button, Checkbox, Loader } from '@mantine/core';
import { IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useStartSearch } from '../hooks/use-start-search';

interface FindCertificatesActionsProps {
  productId: number;
  selectedIds: number[];
  /** A search of this product is under way (live feed). */
  detecting: boolean;
}

export function FindCertificatesActions({
  productId,
  selectedIds,
  detecting,
}: FindCertificatesActionsProps) {
  const [runAll, setRunAll] = useState(false);
  const { start, pending } = useStartSearch(productId);
  const disabled = pending || (!runAll && selectedIds.length === 0);
  const run = (webScraping: boolean) => start({ materials: selectedIds, webScraping, runAll });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDatabaseSearch size={16} />}
        disabled={disabled}
        onClick={() => run(false)}
      >
        Search database
      </Button>
      <Button
        variant="default"
        leftSection={<IconWorldSearch size={16} />}
        disabled={disabled}
        onClick={() => run(true)}
      >
        Scrape Certificate
      </Button>
      <Checkbox
        label="Run for all components"
        checked={runAll}
        onChange={(event) => setRunAll(event.currentTarget.checked)}
      />
      {detecting && <Loader size="xs" aria-label="Searching certificates" />}
    </>
  );
}
