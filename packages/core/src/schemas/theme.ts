import { z } from 'zod'

export const themeModeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.output<typeof themeModeSchema>

const cssValueSchema = z.string().trim().min(1)

/**
 * The spec's theme variables as CSS custom property names (`--wp-*`), so an app can spread them on a style
 * object unchanged. Unknown keys are rejected: a typo should fail loudly rather than be ignored.
 */
export const themeVariablesSchema = z.strictObject({
  '--wp-accent': cssValueSchema.optional(),
  '--wp-background': cssValueSchema.optional(),
  '--wp-color-mix': cssValueSchema.optional(),
  /** Percent, 0 to 100 (default 0). */
  '--wp-color-mix-strength': z.number().min(0).max(100).optional(),
  '--wp-font-family': cssValueSchema.optional(),
  /** CSS length, e.g. '10px' (default). */
  '--wp-font-size-master': cssValueSchema.optional(),
  /** CSS length, e.g. '4px' (default). */
  '--wp-border-radius-master': cssValueSchema.optional(),
  '--wp-z-index': z.number().int().optional(),
})
export type ThemeVariables = z.output<typeof themeVariablesSchema>
