/**
 * The file name of a download's `Content-Disposition` header (the server's one export core and file
 * downloads send `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>`, RFC 5987/6266):
 * the UTF-8 `filename*` first, else the plain `filename`.
 * @returns the decoded name, or undefined when the header is missing or names no file.
 * @example fileNameFromDisposition(`attachment; filename="_.xlsx"; filename*=UTF-8''%E7%94%B3%E6%8A%A5.xlsx`) // → '申报.xlsx'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  return plain || undefined;
}
