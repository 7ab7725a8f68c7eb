/**
 * The text a digital signature shows on the page: "Digitally signed by …", "Date: 2024-10-08
 * 13:15+02:00". It is drawn from the signature field's appearance stream, which pdf.js's text
 * layer and its annotation text (pdf-annotations.ts) both leave out; a viewer shows it, and it
 * is often the only date a signed declaration carries. Read from the page's operator list with
 * annotations: the glyphs each signature's appearance shows, one line per text-showing
 * operator, capped like the other annotations' text.
 */
import type { AnnotationData } from './pdf-annotations.js';

/** The parts of pdf.js's page and constants this needs (pdf-pages.ts passes them). */
export interface SignedPage {
  getOperatorList(options: { annotationMode: number }): Promise<{
    fnArray: number[];
    argsArray: unknown[][];
  }>;
}
export interface OperatorCodes {
  beginAnnotation: number;
  endAnnotation: number;
  showText: number;
}

const MAX_SIGNATURES = 10;
const MAX_LINES = 20;
const MAX_TEXT = 500;
/** A gap between glyphs (in thousandths of the font size) that reads as a space. */
const SPACE_GAP = -200;

interface Glyph {
  unicode?: unknown;
}

/** A text-showing operator's glyphs and spacing numbers → the text it shows. */
function shownText(glyphs: unknown): string {
  if (!Array.isArray(glyphs)) return '';
  let text = '';
  for (const glyph of glyphs.slice(0, MAX_TEXT)) {
    if (typeof glyph === 'number') text += glyph < SPACE_GAP ? ' ' : '';
    else {
      const unicode = (glyph as Glyph | null)?.unicode;
      if (typeof unicode === 'string') text += unicode;
    }
  }
  return text;
}

/**
 * The page's signature fields with the lines their appearances show, as annotation data
 * annotationFragments places on the page. Pages without a signature cost nothing more.
 */
export async function signatureAnnotations(
  page: SignedPage,
  annotations: readonly AnnotationData[],
  codes: OperatorCodes,
  annotationMode: number,
): Promise<AnnotationData[]> {
  const signatures = annotations
    .filter((annotation) => annotation.fieldType === 'Sig' && annotation.id)
    .slice(0, MAX_SIGNATURES);
  if (signatures.length === 0) return [];
  const ids = new Set(signatures.map((annotation) => annotation.id));
  const lines = new Map<string, string[]>();
  const { fnArray, argsArray } = await page.getOperatorList({ annotationMode });
  let current: string[] | null = null;
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    if (op === codes.beginAnnotation) {
      const id = argsArray[i]?.[0];
      current = null;
      if (typeof id === 'string' && ids.has(id)) lines.set(id, (current = []));
    } else if (op === codes.endAnnotation) current = null;
    else if (op === codes.showText && current && current.length < MAX_LINES) {
      const text = shownText(argsArray[i]?.[0]).trim();
      if (text !== '') current.push(text);
    }
  }
  return signatures.map((annotation) => ({
    subtype: annotation.subtype,
    rect: annotation.rect,
    textContent: lines.get(annotation.id ?? '') ?? [],
  }));
}
