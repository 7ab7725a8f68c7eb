/** Query keys of the cdocs feature (certificate pages, scrape list). Add keys; don't rename. */
import type { CdocsPageQuery } from '../utils/cdoc-query';

export const cdocKeys = {
  all: ['cdocs'] as const,
  pages: () => [...cdocKeys.all, 'page'] as const,
  page: (query: CdocsPageQuery) => [...cdocKeys.pages(), query] as const,
  scrapeList: () => [...cdocKeys.all, 'scrape-list'] as const,
};
