/**
 * The HTML of a comment, as stored and shown (DESIGN.md §9.8): other users' browsers render
 * it, so only the allowlist survives — p, br, b, strong, i, em, u, ul, ol, li, a, code, pre,
 * blockquote — with no attribute but a link's href (http, https, mailto). Links open in a new
 * tab without handing the page to the target (rel, target). Anything else is dropped, its
 * text kept; scripts, styles and SVG go with their content.
 */
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** Whether an href is an absolute http(s) or mailto address (no relative or scheme-less links). */
function isAllowedHref(href: string | undefined): href is string {
  if (!href) return false;
  try {
    return LINK_SCHEMES.includes(new URL(href.trim()).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside: their text is code or markup, not words of the comment.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template'],
  transformTags: {
    // A link without a usable address becomes its text: an unknown tag is dropped, text kept.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      isAllowedHref(attribs.href)
        ? {
            tagName,
            attribs: {
              href: attribs.href.trim(),
              rel: 'noopener noreferrer nofollow',
              target: '_blank',
            },
          }
        : { tagName: 'span', attribs: {} },
  },
};

/** The comment's HTML with only the allowlist left. */
export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows no text at all (`<p> </p>`, `<br />`): such a comment is refused. */
export function isBlankHtml(clean: string): boolean {
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}
