/**
 * Server-side cleaning of rich text (the HTML the workbench's rich-text editor, @mantine/tiptap,
 * produces; seeds 001 §2 "Rich-text editor. It has image upload"). Every handler that stores a
 * rich-text field passes it through {@link sanitizeRichText} on save, so the portal may render the
 * stored HTML as it is.
 *
 * Kept: paragraphs, headings h1–h4, strong/em/u/s (and b/i/mark/sub/sup), links (`href`, `target`
 * `_blank`/`_self`, `rel`; `_blank` always gets `rel="noopener noreferrer"`), lists, blockquote,
 * code/pre (a `language-*` class on code), images (`src`, `alt`, `width`, `height` in px or %),
 * `span` with `style` limited to `color`, `text-align` on paragraphs, headings and spans, tables
 * (with `colspan`/`rowspan`), br, hr.
 *
 * Removed: every other tag (script, style, iframe, object, form … — script and style with their
 * content), every event handler (`on*`), every other attribute and style property, and URLs other
 * than http(s) or relative ones (uploaded images are served from `/api/files/…`): no
 * `javascript:`, `data:`, `vbscript:` or protocol-relative `//host` addresses.
 */
import sanitizeHtml from 'sanitize-html';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const TEXT_ALIGN = [/^(left|right|center|justify)$/];
const DIMENSION = /^\d{1,4}(px|%)?$/;

const TEXT_BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...TEXT_BLOCKS,
    'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup', 'span',
    'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img',
    'table', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    ...Object.fromEntries(TEXT_BLOCKS.map((t) => [t, ['style']])),
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]{1,30}$/] },
  allowedStyles: {
    span: { color: COLOR, 'text-align': TEXT_ALIGN },
    ...Object.fromEntries(TEXT_BLOCKS.map((t) => [t, { 'text-align': TEXT_ALIGN }])),
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr', 'col'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs['href'] !== undefined) out['href'] = attribs['href'];
      const target = attribs['target'];
      if (target === '_blank' || target === '_self') out['target'] = target;
      if (target === '_blank') out['rel'] = 'noopener noreferrer';
      else if (attribs['rel'] !== undefined) out['rel'] = attribs['rel'];
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      for (const [k, v] of Object.entries(attribs)) {
        if ((k === 'width' || k === 'height') && !DIMENSION.test(v.trim())) continue;
        out[k] = k === 'width' || k === 'height' ? v.trim() : v;
      }
      return { tagName, attribs: out };
    },
  },
  // an image whose src was removed (bad scheme) is dropped entirely
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/**
 * Cleans rich-text HTML for storage and display (allow-list above).
 * @param html - the editor's HTML; any string (plain text stays text, `<`/`>` in text are escaped).
 * @returns the cleaned HTML (may be shorter; an empty string when nothing allowed remains).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * {@link sanitizeRichText} for optional fields: `undefined` stays `undefined` (not sent),
 * `null` and blank results become `null`.
 */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null | undefined {
  if (html === undefined) return undefined;
  if (html === null) return null;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}
