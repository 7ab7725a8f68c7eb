/**
 * A polite live region that tells screen-reader users how Search database and Scrape progress
 * (issue 22): the row indicators are spinners, which say nothing while they spin.
 */
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunsByMaterial } from '../utils/live-events';
import { searchProgressText } from '../utils/search-progress';

export function SearchAnnouncer({ runs }: { runs: RunsByMaterial }) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {searchProgressText(runs, t)}
    </VisuallyHidden>
  );
}
