import type { PageText } from './reader-types.js';

/**
 * A heading, in a page's first lines, of the maker's standard notice appended to each of its
 * datasheets ("Legal Disclaimer Notice", TI's "IMPORTANT NOTICE AND DISCLAIMER"). What it
 * says is the maker's, of all its products: its revision date is not the datasheet's, and its
 * "all its products that are identified as RoHS-compliant" is no blanket statement.
 */
const NOTICE_HEADING =
  /(?:^|\t)[^\S\n]*(?:legal\s+disclaimer(?:\s+notice)?|disclaimer|important\s+notice(?:\s+and\s+disclaimer)?)[^\S\n]*(?:\t|$)/im;
const NOTICE_HEAD_CHARS = 400;

/** A page after the first that opens with a notice heading: never a document of its own. */
export const isNoticePage = (page: PageText) =>
  page.page > 1 && NOTICE_HEADING.test(page.text.slice(0, NOTICE_HEAD_CHARS));
