/** The platform's mark: a blue emblem, 36 × 36 px, decorative. */
export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="17" fill="#1c5fb8" />
      <path d="M9 22 L18 9 L27 22 Z" fill="#fff" />
      <rect x="11" y="23" width="14" height="3" rx="1" fill="#fff" />
    </svg>
  );
}
