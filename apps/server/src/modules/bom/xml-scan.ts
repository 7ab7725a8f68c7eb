/**
 * Scanning the XML parts of an xlsx by string search (no parser, no RegExp built from the
 * upload): tag names without their namespace prefix, attributes, entities. Used by the
 * worksheet reader (xlsx-grid.ts), its dates (xlsx-dates.ts) and the workbook's sheet list
 * (xlsx-clean.ts).
 */

/** White space, '/' or '>' ends a tag's name. */
export function isNameEnd(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62;
}

/** The value of `name="…"` (or '…') in a tag's attributes, after white space. */
export function attribute(attributes: string, name: string): string | undefined {
  for (let at = attributes.indexOf(name); at !== -1; at = attributes.indexOf(name, at + 1)) {
    const before = attributes.charCodeAt(at - 1);
    if (at > 0 && before !== 32 && before !== 9 && before !== 10 && before !== 13) continue;
    let next = at + name.length;
    while (attributes.charCodeAt(next) === 32) next++;
    if (attributes.charAt(next) !== '=') continue;
    next++;
    while (attributes.charCodeAt(next) === 32) next++;
    const quote = attributes.charAt(next);
    if (quote !== '"' && quote !== "'") continue;
    const end = attributes.indexOf(quote, next + 1);
    return end === -1 ? undefined : unescapeXml(attributes.slice(next + 1, end));
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text with its entities (&amp;, &#233;, &#x20AC;) decoded. */
export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  let result = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', at)) {
    const semicolon = text.indexOf(';', amp);
    if (semicolon === -1 || semicolon - amp > 10) break;
    const name = text.slice(amp + 1, semicolon);
    let decoded = ENTITIES[name];
    if (decoded === undefined && name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff)
        decoded = String.fromCodePoint(code);
    }
    result += text.slice(at, amp) + (decoded ?? text.slice(amp, semicolon + 1));
    at = semicolon + 1;
  }
  return result + text.slice(at);
}

/** The name of the tag xml[from, to) without its prefix; '/name' for a closing tag. */
export function localName(xml: string, from: number, to: number): string {
  const closing = xml.charCodeAt(from) === 47;
  let start = closing ? from + 1 : from;
  let end = start;
  let colon = -1;
  for (; end < to && !isNameEnd(xml.charCodeAt(end)); end++) {
    if (xml.charCodeAt(end) === 58) colon = end; // ':' ends the prefix
  }
  if (colon !== -1) start = colon + 1;
  const name = xml.slice(start, end);
  return closing ? `/${name}` : name;
}

/** Where the next `<name` or `<prefix:name` tag starts, from `from` on. */
export function nextTag(xml: string, name: string, from: number): number {
  for (let at = xml.indexOf('<', from); at !== -1; at = xml.indexOf('<', at + 1)) {
    const end = xml.indexOf('>', at);
    if (end === -1) return -1;
    if (localName(xml, at + 1, end) === name) return at;
  }
  return -1;
}

/** Where the `</name>` (or `</prefix:name>`) after `from` ends. */
export function nextClosing(xml: string, name: string, from: number): number {
  for (let at = xml.indexOf('</', from); at !== -1; at = xml.indexOf('</', at + 2)) {
    const close = xml.indexOf('>', at);
    if (close === -1) return -1;
    let tagName = xml.slice(at + 2, close).trim();
    const colon = tagName.indexOf(':');
    if (colon !== -1) tagName = tagName.slice(colon + 1);
    if (tagName === name) return close + 1;
  }
  return -1;
}
