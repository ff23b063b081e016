import type { ThemeVariables } from '@walletport/core'

/**
 * Three looks to start from, each a set of core's theme variables: apply one with
 * `client.setThemeVariables(themePresets.soft)` (at run time, no new client) or pass it as `themeVariables`.
 * 'classic' is the default look; 'soft' rounder and violet with a tinted background; 'sharp' square and ink-black.
 */
export const themePresets = {
  classic: {
    '--wp-accent': '#2563eb',
    '--wp-border-radius-master': '4px',
    '--wp-color-mix-strength': 0,
  },
  soft: {
    '--wp-accent': '#6d28d9',
    '--wp-border-radius-master': '6px',
    '--wp-color-mix': '#8b5cf6',
    '--wp-color-mix-strength': 6,
  },
  sharp: {
    '--wp-accent': '#111827',
    '--wp-border-radius-master': '1px',
    '--wp-color-mix-strength': 0,
  },
} as const satisfies Record<string, ThemeVariables>

export type ThemePreset = keyof typeof themePresets
