/** A night court drawn inline: hardwood glow, key, three-point arc and a hoop. Decorative. */
export function CourtArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <radialGradient id="court-glow" cx="50%" cy="85%" r="75%">
          <stop offset="0%" stopColor="var(--color-primary)" stopOpacity="0.45" />
          <stop offset="60%" stopColor="var(--color-primary)" stopOpacity="0.08" />
          <stop offset="100%" stopColor="var(--color-background)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill="url(#court-glow)" />
      <g fill="none" stroke="var(--color-primary)" strokeOpacity="0.3" strokeWidth="2">
        <path d="M40 300 Q200 70 360 300" />
        <rect x="150" y="170" width="100" height="130" />
        <circle cx="200" cy="170" r="50" strokeDasharray="6 6" />
      </g>
      <g stroke="var(--color-text)" strokeOpacity="0.5" strokeWidth="3" fill="none">
        <path d="M170 60h60" />
        <path d="M182 70h36l-6 26h-24z" strokeWidth="1.5" strokeOpacity="0.5" />
      </g>
      <circle cx="200" cy="68" r="6" fill="var(--color-primary)" />
    </svg>
  );
}
