import type { FrameRequestPayload } from '@walletport/embedded/protocol'

/** The theme variables the frame's stylesheet reads (the modal's names); the z-index is the dapp's business. */
const FRAME_THEME_VARIABLES = [
  '--wp-accent',
  '--wp-background',
  '--wp-color-mix',
  '--wp-color-mix-strength',
  '--wp-font-family',
  '--wp-font-size-master',
  '--wp-border-radius-master',
] as const

/**
 * The dapp's theme on the frame's screens, as the modal draws it: the mode (none: the system's, as the modal) and
 * the theme variables as the same custom properties. Each sync is the whole theme: a variable it leaves out goes
 * back to its default.
 */
export function applyTheme(
  root: HTMLElement,
  { themeMode, themeVariables }: FrameRequestPayload<'SYNC_THEME'>,
): void {
  if (themeMode) root.dataset.theme = themeMode
  else delete root.dataset.theme
  for (const name of FRAME_THEME_VARIABLES) {
    const value = themeVariables?.[name]
    if (value === undefined) root.style.removeProperty(name)
    else root.style.setProperty(name, name === '--wp-color-mix-strength' ? `${value}%` : String(value))
  }
}
