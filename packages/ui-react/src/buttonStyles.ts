/** Set on `:root` by the shipped `styles.css` only, so the runtime injection knows the app imported the file. */
export const STYLESHEET_MARKER = '--walletport-stylesheet'

/**
 * The theme variables (`--wp-*`, core's keys, each read with its default into an internal `--wp-c-*` variable, from
 * the modal root's inline style or any ancestor such as `:root`). Units: 1 master font size = 10px by default.
 */
export const themeCss = `
:where(.wp-root, .wp-standalone) {
  --wp-c-accent: var(--wp-accent, #2563eb);
  --wp-c-on-accent: #fff;
  --wp-c-mix: var(--wp-color-mix, transparent);
  --wp-c-mix-strength: var(--wp-color-mix-strength, 0%);
  --wp-c-font: var(--wp-font-family, Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --wp-c-font-size: var(--wp-font-size-master, 10px);
  --wp-c-radius: var(--wp-border-radius-master, 4px);
  /* One scale from the master radius, each step capped so a large master never makes corners clip content. */
  --wp-c-radius-xs: min(var(--wp-c-radius), 6px);
  --wp-c-radius-s: min(calc(var(--wp-c-radius) * 2), 12px);
  --wp-c-radius-m: min(calc(var(--wp-c-radius) * 3), 16px);
  --wp-c-radius-l: min(calc(var(--wp-c-radius) * 4), 20px);
  --wp-c-radius-xl: min(calc(var(--wp-c-radius) * 7), 32px);
  --wp-c-radius-pill: calc(var(--wp-c-radius) * 250);
  --wp-c-accent-text: color-mix(in srgb, var(--wp-c-accent) 85%, #000);
  --wp-c-logo-tile: #fff;
  --wp-c-success: #15803d;
  --wp-c-network-tile: transparent;
  --wp-c-z: var(--wp-z-index, 999);
  --wp-c-base: var(--wp-background, #ffffff);
  --wp-c-fg: #141414;
  --wp-c-fg-muted: #5f636a;
  --wp-c-border: rgba(0, 0, 0, 0.08);
  --wp-c-surface: rgba(0, 0, 0, 0.04);
  --wp-c-error: #c4321c;
  --wp-c-info: #2563eb;
  --wp-c-bg: color-mix(in srgb, var(--wp-c-mix) var(--wp-c-mix-strength), var(--wp-c-base));
  font-family: var(--wp-c-font);
  font-size: calc(var(--wp-c-font-size) * 1.4);
  line-height: 1.4;
  color: var(--wp-c-fg);
  box-sizing: border-box;
}
:where(.wp-root, .wp-standalone)[data-theme='dark'] {
  --wp-c-base: var(--wp-background, #191a1a);
  --wp-c-fg: #e4e7e7;
  --wp-c-fg-muted: #949e9e;
  --wp-c-border: rgba(255, 255, 255, 0.1);
  --wp-c-surface: rgba(255, 255, 255, 0.05);
  --wp-c-error: #ff7a66;
  --wp-c-accent-text: color-mix(in srgb, var(--wp-c-accent) 55%, #fff);
  --wp-c-logo-tile: #eef0f3;
  --wp-c-success: #4ade80;
  /* Some marks are black (Cosmos): a light disc keeps them visible on a dark modal. */
  --wp-c-network-tile: #e9ebee;
}
@media (prefers-color-scheme: dark) {
  :where(.wp-root, .wp-standalone):not([data-theme]) {
    --wp-c-base: var(--wp-background, #191a1a);
    --wp-c-fg: #e4e7e7;
    --wp-c-fg-muted: #949e9e;
    --wp-c-border: rgba(255, 255, 255, 0.1);
    --wp-c-surface: rgba(255, 255, 255, 0.05);
    --wp-c-error: #ff7a66;
    --wp-c-accent-text: color-mix(in srgb, var(--wp-c-accent) 55%, #fff);
    --wp-c-logo-tile: #eef0f3;
    --wp-c-success: #4ade80;
    --wp-c-network-tile: #e9ebee;
  }
}
`

/** The connect, network and wallet buttons. The modal's stylesheet repeats it where it stood among the modal's rules. */
export const buttonRulesCss = `.wp-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border: none;
  border-radius: var(--wp-c-radius-pill);
  background: var(--wp-c-accent);
  color: var(--wp-c-on-accent);
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}
.wp-button[data-connected] { background: var(--wp-c-surface); color: var(--wp-c-fg); }
.wp-button-balance { color: var(--wp-c-fg-muted); font-weight: 400; }
`

export const standaloneCss = `/* The connect button stays on one line; the balance goes first when there is no room. */
.wp-standalone { white-space: nowrap; max-width: 100%; }
@media (max-width: 430px) {
  .wp-button-balance { display: none; }
}
`

export const focusCss = `.wp-root :focus-visible, .wp-standalone:focus-visible {
  outline: 2px solid var(--wp-c-accent);
  outline-offset: 2px;
}
`

export const reducedMotionCss = `@media (prefers-reduced-motion: reduce) {
  .wp-root *, .wp-root *::before, .wp-root *::after, .wp-standalone {
    animation: none !important;
    transition: none !important;
  }
}
`

/**
 * What the page needs before the first click: the theme variables, the buttons, focus and reduced motion. Injected
 * by `WalletPortProvider` at mount; the modal's rules (`modalStyles.ts`) come with the modal's code.
 */
export const buttonCss = `${themeCss}${buttonRulesCss}${standaloneCss}${focusCss}${reducedMotionCss}`
