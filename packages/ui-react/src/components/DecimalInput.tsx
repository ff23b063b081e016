import type { InputHTMLAttributes } from 'react'

type DecimalInputProps = {
  value: string
  /** The field's current error: marks the input invalid while there is one. */
  error: string | undefined
  onValue: (text: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'inputMode'>

/** A text input for a decimal amount (a numeric keyboard on phones), as the send, swap and on-ramp forms use it. */
export function DecimalInput({ value, error, onValue, ...rest }: DecimalInputProps) {
  return (
    <input
      className="wp-input"
      inputMode="decimal"
      value={value}
      aria-invalid={error !== undefined}
      onChange={(event) => onValue(event.target.value)}
      {...rest}
    />
  )
}
