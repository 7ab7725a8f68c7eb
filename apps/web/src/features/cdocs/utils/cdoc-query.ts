/**
 * What the Manufacturer screen asks for (spec §2, §7, §9): the manufacturer select's fixed
 * options (the manufacturers feature's picker lists the manufacturers after them), the page
 * size (50 for All, 100 for one manufacturer), the get-all-cdocs query string, the 'Select
 * Manufacturer' rule and the manufacturer scrape's fixed payload.
 */
import {
  ALL_MANUFACTURERS,
  CDOC_PAGE_SIZE,
  CERT_MSG,
  type ManufacturerScrap,
} from '@partproof/shared';
import type { TFunction } from 'i18next';
import { msg } from '@/i18n/i18n';

/** The select's value before a manufacturer is chosen. */
export const NO_MANUFACTURER = '';
export const SELECT_PLACEHOLDER = msg('-- Select a Manufacturer --');

export interface CdocsPageQuery {
  /** 'All' or a manufacturer's name. */
  manufacturer: string;
  /** The component search box. */
  search: string;
  page: number;
  /** Rows a page; by default the screen's size for the manufacturer choice. */
  size?: number;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The select's options before the listed manufacturers: the placeholder, then All (labels in English, drawn with `t`). */
export const MANUFACTURER_CHOICES: readonly SelectOption[] = [
  { value: NO_MANUFACTURER, label: SELECT_PLACEHOLDER },
  { value: ALL_MANUFACTURERS, label: msg('All') },
];

export function pageSizeFor(manufacturer: string): number {
  return manufacturer === ALL_MANUFACTURERS ? CDOC_PAGE_SIZE.all : CDOC_PAGE_SIZE.one;
}

export function toApiQuery(query: CdocsPageQuery) {
  const search = query.search.trim();
  return {
    page: query.page,
    size: query.size ?? pageSizeFor(query.manufacturer),
    manufacturer: query.manufacturer,
    search: search === '' ? undefined : search,
  };
}

/** Get Certificates needs a choice in the select ('All' is one). */
export function certificatesSelectionError(manufacturer: string): string | null {
  return manufacturer.trim() === NO_MANUFACTURER ? CERT_MSG.selectManufacturer : null;
}

/** Scrape needs one manufacturer: a directory cannot be scraped for "All" of them. */
export function scrapeSelectionError(manufacturer: string): string | null {
  const name = manufacturer.trim();
  return name === NO_MANUFACTURER || name === ALL_MANUFACTURERS
    ? CERT_MSG.selectManufacturer
    : null;
}

/** spec §7: the fixed payload of a manufacturer scrape (the US safety certifier, 200 × 200). */
export function manufacturerScrapBody(manufacturer: string): ManufacturerScrap {
  return {
    query: manufacturer.trim(),
    test_house: 'ul',
    llm: false,
    search_term: 'company',
    max_pages: 200,
    max_rows: 200,
  };
}

/** spec §2: 'Showing X of total Y results', X being the rows on the current page. */
export function showingText(shown: number, total: number, t: TFunction): string {
  return t('Showing {{shown}} of total {{total}} results', { shown, total });
}
