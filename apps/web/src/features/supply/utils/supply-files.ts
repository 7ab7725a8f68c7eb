/**
 * The supplier page's file checks (DESIGN.md §9.7: as for staff uploads — PDF, PNG/JPEG or
 * IPC-1752A XML, 10 MB each, 5 at once), with the server's own messages so a supplier reads
 * the same words either way. Only a first filter: the server reads the bytes and decides.
 * The messages are in the reader's language (`t`), as the server's answers are.
 */
import { DECLARATION_LIMITS, REQUEST_LIMITS } from '@partproof/shared';
import type { TFunction } from 'i18next';

/** The types browsers report for the four kinds (XML under two). */
const TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/xml',
  'text/xml',
]);

/** Why a file is not added, in the reader's language. */
export function supplyMessages(t: TFunction) {
  return {
    /** The server's answer (415) to a file that is none of the four kinds. */
    wrongType: t('Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file'),
    /** The server's answer (413) to a file over the limit. */
    tooLarge: t('The file is larger than {{size}} MB', {
      size: DECLARATION_LIMITS.fileBytes / (1024 * 1024),
    }),
    tooMany: t('At most {{number}} files at once', { number: REQUEST_LIMITS.supplierFiles }),
    duplicate: t('This file is already in the list'),
  };
}

const EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.xml'];

export interface FileLike {
  name: string;
  type?: string;
  size: number;
}

export function isSupplyFileType(file: FileLike): boolean {
  const name = file.name.toLowerCase();
  // The extension decides when the browser reports no type or a generic one.
  return (
    (file.type !== undefined && TYPES.has(file.type)) || EXTENSIONS.some((e) => name.endsWith(e))
  );
}

export interface SupplyFileCheck<F extends FileLike> {
  /** Those already chosen, then the new ones that pass. */
  files: F[];
  /** One line per refused file: its name and why. */
  problems: { file: string; message: string }[];
}

export function addSupplyFiles<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  t: TFunction,
): SupplyFileCheck<F> {
  const messages = supplyMessages(t);
  const files = [...current];
  const problems: SupplyFileCheck<F>['problems'] = [];
  const refuse = (file: F, message: string) => problems.push({ file: file.name, message });
  for (const file of added) {
    if (!isSupplyFileType(file)) refuse(file, messages.wrongType);
    else if (file.size > DECLARATION_LIMITS.fileBytes) refuse(file, messages.tooLarge);
    else if (files.some((f) => f.name === file.name && f.size === file.size)) {
      refuse(file, messages.duplicate);
    } else if (files.length >= REQUEST_LIMITS.supplierFiles) refuse(file, messages.tooMany);
    else files.push(file);
  }
  return { files, problems };
}
