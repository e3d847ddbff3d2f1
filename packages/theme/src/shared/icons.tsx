/** Inline SVG icons of the server components (pure markup; CSS picks which colour-mode icon shows). */
const svgProps = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function SunIcon() {
  return (
    <svg {...svgProps} className="sg-icon sg-icon--light">
      <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg {...svgProps} className="sg-icon sg-icon--dark">
      <path fill="currentColor" d="M20.7 14.3A8.5 8.5 0 0 1 9.7 3.3a8.5 8.5 0 1 0 11 11z" />
    </svg>
  );
}

export function SystemIcon() {
  return (
    <svg {...svgProps} className="sg-icon sg-icon--system">
      <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 20h8M12 16v4" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...svgProps}>
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...svgProps} width={16} height={16}>
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Drawn by the CSS (the same path, as a mask), not an inline SVG: a large sidebar repeats
 * it on every category of every page.
 */
export function ChevronIcon() {
  return <span className="sg-chevron" aria-hidden="true" />;
}

export function ExternalIcon() {
  return (
    <svg {...svgProps} width={12} height={12} className="sg-external-icon">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </svg>
  );
}

/** A category page's card icon: an outline drawn with the text colour. */
function CardIcon({ d }: { d: string }) {
  return (
    <svg {...svgProps} className="sg-card__icon">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d={d} />
    </svg>
  );
}

export function DocIcon() {
  return <CardIcon d="M6 2.5h8l4 4V21a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 21z M14 2.5V7h4M9 12h6M9 16h6" />;
}

export function FolderIcon() {
  return <CardIcon d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />;
}

export function TagIcon() {
  return (
    <CardIcon d="M3 12.2V4.5A1.5 1.5 0 0 1 4.5 3h7.7a1.5 1.5 0 0 1 1 .4l7.4 7.4a1.5 1.5 0 0 1 0 2.1l-7.7 7.7a1.5 1.5 0 0 1-2.1 0l-7.4-7.4a1.5 1.5 0 0 1-.4-1z" />
  );
}
