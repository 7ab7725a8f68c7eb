/**
 * Text a PDF carries in annotations rather than on the page: a date typed into a FreeText box
 * ("Ecublens, 03 February 2025" beside "Place and date of issue"), a form's text fields filled
 * in before signing. pdf.js's text layer leaves them out; a viewer shows them, so a reader must
 * read them. Each becomes positioned fragments at its box, so it joins the lines around it.
 */
import type { TextFragment } from './text-lines.js';

/** The fields of pdf.js's annotation data this reads (it is typed as `any`). */
export interface AnnotationData {
  id?: string;
  subtype?: string;
  rect?: number[];
  /** The text pdf.js read from the annotation's appearance (FreeText, text fields). */
  textContent?: unknown;
  /** A text field's value, for a form whose appearance is to be made by the viewer. */
  fieldValue?: unknown;
  fieldType?: string;
  /** A FreeText box's own text. */
  contentsObj?: { str?: unknown };
  textPosition?: number[];
  defaultAppearanceData?: { fontSize?: number };
}

/**
 * A page of a hostile file may hold thousands of annotations, or one of a million lines: only
 * the first are read.
 */
const MAX_ANNOTATIONS = 200;
const MAX_LINES = 50;
const MAX_TEXT = 2_000;
const DEFAULT_SIZE = 10;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const linesOfText = (text: unknown) => (typeof text === 'string' ? text.split(/\r\n|\r|\n/) : []);

/**
 * The annotation's lines: what its appearance shows, else what a viewer draws without one (a
 * filled text field's value, a FreeText box's contents).
 */
function linesOf(annotation: AnnotationData): string[] {
  const shown = strings(annotation.textContent);
  if (shown.length > 0) return shown;
  if (annotation.fieldType === 'Tx') return linesOfText(annotation.fieldValue);
  if (annotation.subtype === 'FreeText') return linesOfText(annotation.contentsObj?.str);
  return [];
}

export function annotationFragments(annotations: readonly AnnotationData[]): TextFragment[] {
  const fragments: TextFragment[] = [];
  for (const annotation of annotations.slice(0, MAX_ANNOTATIONS)) {
    const [left = 0, bottom = 0, , top = 0] = annotation.rect ?? [];
    const lines = linesOf(annotation)
      .slice(0, MAX_LINES)
      .map((line) => line.slice(0, MAX_TEXT))
      .filter((line) => line.trim() !== '');
    const size = annotation.defaultAppearanceData?.fontSize || DEFAULT_SIZE;
    const [dx = 0, dy = 0] = annotation.textPosition ?? [];
    lines.forEach((line, index) => {
      // One line sits where pdf.js says its text starts; more run down from the box's top.
      const baseline =
        lines.length === 1 && annotation.textPosition ? bottom + dy : top - (index + 1) * size;
      fragments.push({
        str: line,
        transform: [size, 0, 0, size, left + dx, baseline],
        width: line.length * size * 0.5,
        height: size,
      });
    });
  }
  return fragments;
}
