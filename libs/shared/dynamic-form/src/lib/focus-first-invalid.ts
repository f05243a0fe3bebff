const FOCUSABLE =
  'input:not([type="hidden"]):not([type="file"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Brings the first invalid field into view (seeds 000 §5 "Form errors scroll into view"): among
 * the elements marked `data-field-path` inside `container`, the first in page order whose path is
 * in `paths`; within it the invalid input (`aria-invalid="true"`) or else the first focusable
 * control is scrolled to the middle of the view and focused. Runs on the next animation frame,
 * after the errors rendered. Does nothing when no such field is found.
 */
export function focusFirstInvalid(container: HTMLElement | null, paths: readonly string[]): void {
  if (paths.length === 0) return;
  const wanted = new Set(paths);
  requestAnimationFrame(() => {
    if (!container) return;
    const holder = Array.from(container.querySelectorAll<HTMLElement>('[data-field-path]')).find((el) => wanted.has(el.dataset['fieldPath'] ?? ''));
    if (!holder) return;
    const target = holder.querySelector<HTMLElement>('[aria-invalid="true"]') ?? holder.querySelector<HTMLElement>(FOCUSABLE) ?? holder;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target.focus();
  });
}
