import type { FrameRequestPayload } from '@walletport/embedded/protocol'

/** The dapp's theme on the frame's screens: light/dark and the accent, via CSS custom properties. */
export function applyTheme(
  root: HTMLElement,
  { themeMode, themeVariables }: FrameRequestPayload<'SYNC_THEME'>,
): void {
  if (themeMode) root.dataset.theme = themeMode
  const accent = themeVariables?.['--wp-accent']
  if (accent) root.style.setProperty('--accent', accent)
  const font = themeVariables?.['--wp-font-family']
  if (font) root.style.setProperty('--font', font)
}
