/** Query keys of the manufacturers feature (manufacturer list, certificate pages, scrape list). */
import type { CdocsPageQuery } from '../utils/cdoc-query';

export const manufacturersKeys = {
  all: ['manufacturers'] as const,
  lists: () => [...manufacturersKeys.all, 'list'] as const,
  /** The select's options for a name search ('' for the first page of all). */
  list: (search: string) => [...manufacturersKeys.lists(), search] as const,
  cdocs: () => [...manufacturersKeys.all, 'cdocs'] as const,
  cdocsPage: (query: CdocsPageQuery) => [...manufacturersKeys.cdocs(), query] as const,
  scrapeList: () => [...manufacturersKeys.all, 'scrape-list'] as const,
};
