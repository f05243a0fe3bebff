import { Fragment } from 'react';

/**
 * `text` with every occurrence of `keyword` (case-insensitive, literal) wrapped in `<mark>`.
 * Plain text only: nothing is interpreted as HTML.
 */
export function HighlightText({ text, keyword }: { text: string; keyword: string }) {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 }}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
