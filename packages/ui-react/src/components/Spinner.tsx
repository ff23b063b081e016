export interface SpinnerProps {
  /** Read to assistive technology; the spinner itself is decorative. */
  label: string
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="wp-spinner" role="status">
      <span className="wp-spinner-icon" aria-hidden="true" />
      <span className="wp-visually-hidden">{label}</span>
    </span>
  )
}
