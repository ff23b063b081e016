export interface SpinnerProps {
  /** Read to assistive technology; the spinning ring itself is decorative. */
  label: string
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="wp-loading" role="status">
      <span className="wp-spinner" aria-hidden="true" />
      <span className="wp-visually-hidden">{label}</span>
    </span>
  )
}
