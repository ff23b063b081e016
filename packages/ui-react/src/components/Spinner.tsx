import { useId } from 'react'

export interface SpinnerProps {
  /** Read to assistive technology (the status's name and its announced text); the spinning ring is decorative. */
  label: string
}

export function Spinner({ label }: SpinnerProps) {
  const labelId = useId()
  return (
    <span className="wp-loading" role="status" aria-labelledby={labelId}>
      <span className="wp-spinner" aria-hidden="true" />
      <span className="wp-visually-hidden" id={labelId}>
        {label}
      </span>
    </span>
  )
}
