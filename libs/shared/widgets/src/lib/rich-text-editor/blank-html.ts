/**
 * Whether rich-text HTML holds no text and no image — an untouched editor gives `<p></p>`, so
 * an optional introduction is left out of the request body when this is true. `&nbsp;` counts
 * as blank.
 */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}
