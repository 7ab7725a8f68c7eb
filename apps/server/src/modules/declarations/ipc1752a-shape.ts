/**
 * A linear pre-scan of an XML document's shape, before any parser sees it: how many elements
 * and attributes it has, how deep it nests, whether it has a DOCTYPE. fast-xml-parser's time
 * grows faster than the input with attributes and elements (300,000 attributes in 3.5 MB
 * took ~13 s to validate and parse), so a file past the caps (reader-limits.ts) is refused
 * here, in one pass with no recursion, and the parser only ever sees files it reads fast.
 */
import { READER_LIMITS } from './reader/reader-limits.js';

export interface XmlCaps {
  elements: number;
  attributes: number;
  attributesPerElement: number;
  depth: number;
}

export const XML_CAPS: XmlCaps = {
  elements: READER_LIMITS.xmlMaxElements,
  attributes: READER_LIMITS.xmlMaxAttributes,
  attributesPerElement: READER_LIMITS.xmlMaxAttributesPerElement,
  depth: READER_LIMITS.xmlMaxDepth,
};

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

const n = (count: number) => count.toLocaleString('en-US');

/** Why a file is refused: past a cap (too large to read), or a DOCTYPE (not allowed). */
export interface XmlShapeProblem {
  tooLarge: boolean;
  reason: string;
}

/**
 * Why the document is refused (words for the uploader), or null. Malformed markup is not
 * judged here: the scan stops where it cannot follow, and the validator names the fault.
 */
export function xmlShapeProblem(xml: string, caps: XmlCaps = XML_CAPS): XmlShapeProblem | null {
  const over = (reason: string) => ({ tooLarge: true, reason });
  let elements = 0;
  let attributes = 0;
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1 && at < xml.length) {
    const next = xml.charCodeAt(at + 1);
    if (xml.startsWith('<!--', at)) {
      at = skipPast(xml, '-->', at + 4);
    } else if (xml.startsWith('<![CDATA[', at)) {
      at = skipPast(xml, ']]>', at + 9);
    } else if (xml.startsWith('<!DOCTYPE', at)) {
      // IPC-1752A files declare no DTD; one could only define entities to expand.
      return { tooLarge: false, reason: 'it has a DOCTYPE, which IPC-1752A files do not use' };
    } else if (next === 0x3f /* ? */) {
      at = skipPast(xml, '?>', at + 2);
    } else if (next === SLASH) {
      depth--;
      at = skipPast(xml, '>', at + 2);
    } else {
      const tag = scanTag(xml, at + 1);
      if (tag === null) return null;
      elements++;
      attributes += tag.attributes;
      if (!tag.selfClosing) depth++;
      if (elements > caps.elements) {
        return over(`it has more than ${n(caps.elements)} elements`);
      }
      if (tag.attributes > caps.attributesPerElement) {
        return over(`an element has more than ${n(caps.attributesPerElement)} attributes`);
      }
      if (attributes > caps.attributes) {
        return over(`it has more than ${n(caps.attributes)} attributes`);
      }
      if (depth > caps.depth) return over(`its elements nest more than ${n(caps.depth)} deep`);
      at = tag.end + 1;
    }
    if (at === -1) return null;
    at = xml.indexOf('<', at);
  }
  return null;
}

/** The index just past `end`'s next occurrence from `from`, or -1. */
function skipPast(xml: string, end: string, from: number): number {
  const found = xml.indexOf(end, from);
  return found === -1 ? -1 : found + end.length;
}

/** A start tag from after its `<`: where its `>` is, its attributes, whether it is `<x/>`. */
function scanTag(
  xml: string,
  from: number,
): { end: number; attributes: number; selfClosing: boolean } | null {
  let attributes = 0;
  let at = from;
  for (;;) {
    const code = xml.charCodeAt(at);
    if (Number.isNaN(code) || code === LT) return null;
    if (code === GT) {
      return { end: at, attributes, selfClosing: xml.charCodeAt(at - 1) === SLASH };
    }
    if (code === EQUALS) attributes++;
    if (code === QUOTE || code === APOSTROPHE) {
      // An attribute value may hold '>' and '='; jump to its closing quote.
      const close = xml.indexOf(code === QUOTE ? '"' : "'", at + 1);
      if (close === -1) return null;
      at = close;
    }
    at++;
  }
}
