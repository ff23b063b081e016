import * as z from 'zod/mini'
import { integerSchema } from './integerSchema.js'

export const themeModeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.output<typeof themeModeSchema>

const cssValueSchema = z.string().check(z.trim(), z.minLength(1))

/**
 * The spec's theme variables as CSS custom property names (`--wp-*`), so an app can spread them on a style
 * object unchanged. Unknown keys are rejected: a typo should fail loudly rather than be ignored.
 */
export const themeVariablesSchema = z.strictObject({
  '--wp-accent': z.optional(cssValueSchema),
  '--wp-background': z.optional(cssValueSchema),
  '--wp-color-mix': z.optional(cssValueSchema),
  /** Percent, 0 to 100 (default 0). */
  '--wp-color-mix-strength': z.optional(z.number().check(z.gte(0), z.lte(100))),
  '--wp-font-family': z.optional(cssValueSchema),
  /** CSS length, e.g. '10px' (default). */
  '--wp-font-size-master': z.optional(cssValueSchema),
  /** CSS length, e.g. '4px' (default). */
  '--wp-border-radius-master': z.optional(cssValueSchema),
  '--wp-z-index': z.optional(integerSchema),
})
export type ThemeVariables = z.output<typeof themeVariablesSchema>
