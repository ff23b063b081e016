// Inline icons: a few paths are lighter than an icon font or image requests.
const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none' } as const

export function CloseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}

/** Points to where the reader came from: mirrored in a right-to-left locale. */
export function BackIcon() {
  return (
    <svg {...common} className="wp-mirror" aria-hidden="true">
      <path
        d="M10 3L5 8l5 5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
