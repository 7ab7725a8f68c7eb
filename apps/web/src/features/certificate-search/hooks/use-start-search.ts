/** Starts Search database / Scrape Certificate and says so ('Scraping is started!', spec §8). */
import { SEARCH_MSG } from '@partproof/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFindCertificates, type FindCertificates } from '../api/find-certificates';

export function useStartSearch(productId: number) {
  const find = useFindCertificates();
  const { t } = useTranslation();
  const start = (input: Omit<FindCertificates, 'productId'>) =>
    find.mutate(
      { ...input, productId },
      {
        onSuccess: () =>
          notifications.show({ color: 'blue', message: t(SEARCH_MSG.scrapingStarted) }),
        // A 409 (no directory configured for scraping) carries the server's message.
      },
    );
  return { start, pending: find.isPending };
}
