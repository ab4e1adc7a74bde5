/** The D1 Gang mark: a ball drawn inline, so the logo needs no image request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="14" fill="var(--color-primary)" />
      <g fill="none" stroke="var(--color-background)" strokeWidth="1.6">
        <path d="M2 16h28M16 2v28" />
        <path d="M6.5 6.5c4 3.5 4 15.5 0 19M25.5 6.5c-4 3.5-4 15.5 0 19" />
      </g>
    </svg>
  );
}
