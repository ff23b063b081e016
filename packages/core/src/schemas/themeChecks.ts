import { type Check, number, object, oneOf, optional, string } from './checks.js'

/** `themeModeSchema` as a hand check (start-up path, no zod). */
export const themeModeCheck: Check = oneOf(['light', 'dark'])

const cssValue = optional(string((value) => (value.trim() === '' ? 'expected string >= 1' : undefined)))
const safeInteger = (value: number) => (Number.isSafeInteger(value) ? undefined : 'expected int')

/** `themeVariablesSchema` as a hand check: unknown keys refused, as there. */
export const themeVariablesCheck: Check = object(
  {
    '--wp-accent': cssValue,
    '--wp-background': cssValue,
    '--wp-color-mix': cssValue,
    '--wp-color-mix-strength': optional(
      number((value) =>
        value < 0 ? 'expected number >= 0' : value > 100 ? 'expected number <= 100' : undefined,
      ),
    ),
    '--wp-font-family': cssValue,
    '--wp-font-size-master': cssValue,
    '--wp-border-radius-master': cssValue,
    '--wp-z-index': optional(number(safeInteger)),
  },
  { strict: true },
)
