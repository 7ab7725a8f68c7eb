/**
 * What every certificate directory connector offers (DESIGN.md §5.6): ask it for a
 * manufacturer and/or a model, get certificate records back in one shape.
 */
import type { SourceName } from '@partproof/shared';

export interface SourceQuery {
  manufacturer: string;
  model: string;
  /** Extra request values a preset's template may use (the Manufacturer scrape's payload). */
  params?: Record<string, string | number | boolean>;
}

/** One certificate as a directory lists it, ready to become a cdoc. */
export interface SourceRecord {
  source: SourceName;
  certifyingBody: string;
  refNumber: string;
  holder: string;
  models: string[];
  standard: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  links: string[];
  /** The directory's own record, kept for the reviewer. */
  raw: unknown;
}

export interface SourceConnector {
  name: SourceName;
  /** What the UI shows for the source (spec §2 source labels). */
  label: string;
  search(query: SourceQuery, signal?: AbortSignal): Promise<SourceRecord[]>;
}

/** A directory that failed to answer usefully; the message is safe to show an admin. */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}
