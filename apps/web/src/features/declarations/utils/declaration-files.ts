/**
 * The files of a declaration (DESIGN.md §9.3, DECLARATION_LIMITS): PDF, PNG/JPEG scans and
 * IPC-1752A XML, at most 10 MB each and 5 in all. Checked here so a wrong file gets a clear
 * message at once (in the reader's language, through `t`); the server decides finally (it
 * reads the magic bytes).
 */
import { DECLARATION_LIMITS } from '@partproof/shared';
import type { TFunction } from 'i18next';
import { formatFileSize } from '@/lib/format';

/** For the drop zone's file picker (browsers report XML under two types). */
export const DECLARATION_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};

const EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.xml'];
const TYPES = new Set(Object.keys(DECLARATION_ACCEPT));

interface FileLike {
  name: string;
  type?: string;
  size: number;
}

export function isDeclarationFileType(file: FileLike): boolean {
  const name = file.name.toLowerCase();
  // The extension decides when the browser reports no type or a generic one.
  return (
    (file.type !== undefined && TYPES.has(file.type)) || EXTENSIONS.some((e) => name.endsWith(e))
  );
}

export interface FileCheck<F extends FileLike> {
  /** The files kept: those already chosen, then the new ones that pass. */
  files: F[];
  /** One message per refused file, naming it. */
  problems: string[];
}

const maxMb = DECLARATION_LIMITS.fileBytes / (1024 * 1024);

/** Adds `added` to `current`, refusing wrong types, files over 10 MB and files past 5. */
export function addDeclarationFiles<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  t: TFunction,
): FileCheck<F> {
  const files = [...current];
  const problems: string[] = [];
  for (const file of added) {
    const name = file.name;
    if (!isDeclarationFileType(file)) {
      problems.push(
        t('{{name}}: only PDF, PNG, JPEG or IPC-1752A XML files can be added', { name }),
      );
    } else if (file.size > DECLARATION_LIMITS.fileBytes) {
      problems.push(
        t('{{name}} is {{size}}: each file may be at most {{max}} MB', {
          name,
          size: formatFileSize(file.size),
          max: maxMb,
        }),
      );
    } else if (files.length >= DECLARATION_LIMITS.files) {
      problems.push(
        t('{{name}}: a declaration takes at most {{max}} files', {
          name,
          max: DECLARATION_LIMITS.files,
        }),
      );
    } else if (files.some((f) => f.name === file.name && f.size === file.size)) {
      problems.push(t('{{name}} is already added', { name }));
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}
