import { buttonRulesCss, focusCss, reducedMotionCss } from './buttonStyles.js'
import { designCss } from './designCss.js'

/**
 * The modal's and the views' rules, injected when the modal's code loads (after `buttonCss`, whose theme variables
 * they use). The button, focus and reduced-motion rules are repeated where they stand among the modal's rules, so
 * the cascade inside the modal is the same as with the whole stylesheet in one piece.
 */
export const modalCss = `
.wp-root *, .wp-root *::before, .wp-root *::after { box-sizing: inherit; }
.wp-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--wp-c-z);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(var(--wp-c-font-size) * 1.6);
  background: rgba(0, 0, 0, 0.5);
  animation: wp-dim 150ms ease-out;
}
.wp-modal {
  position: relative;
  width: 360px;
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: var(--wp-c-bg);
  color: var(--wp-c-fg);
  border: 1px solid var(--wp-c-border);
  border-radius: var(--wp-c-radius-xl);
  box-shadow: 0 8px 40px rgba(0, 0, 0, 0.2);
  animation: wp-rise 200ms ease-out;
  outline: none;
}
.wp-root[data-embedded] .wp-modal { box-shadow: none; max-height: none; }
.wp-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  padding: calc(var(--wp-c-font-size) * 1.2) calc(var(--wp-c-font-size) * 1.4);
  border-bottom: 1px solid var(--wp-c-border);
}
.wp-title { margin: 0; text-align: center; font-size: calc(var(--wp-c-font-size) * 1.6); font-weight: 600; }
.wp-icon-button, .wp-alert button, .wp-toast button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: var(--wp-c-radius-s);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.wp-icon-button:hover { background: var(--wp-c-surface); }
[dir='rtl'] .wp-mirror { transform: scaleX(-1); }
.wp-body { padding: calc(var(--wp-c-font-size) * 1.6); }
.wp-alert {
  display: flex;
  align-items: center;
  gap: 8px;
  margin: calc(var(--wp-c-font-size) * 1.2) calc(var(--wp-c-font-size) * 1.6) 0;
  padding-block: 8px;
  padding-inline: 12px 8px;
  border-radius: var(--wp-c-radius-m);
  color: #fff;
}
.wp-alert[data-variant='info'] { background: var(--wp-c-info); }
.wp-alert[data-variant='error'] { background: var(--wp-c-error); }
.wp-alert p { flex: 1; margin: 0; }
.wp-toasts {
  position: fixed;
  inset-inline: 0;
  inset-block-end: 24px;
  z-index: calc(var(--wp-c-z) + 1);
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.wp-toast {
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 200px;
  padding-block: 8px;
  padding-inline: 14px 8px;
  pointer-events: auto;
  border: 1px solid var(--wp-c-border);
  border-radius: var(--wp-c-radius-l);
  background: var(--wp-c-bg);
  color: var(--wp-c-fg);
  box-shadow: 0 4px 20px rgba(0, 0, 0, 0.15);
  animation: wp-rise 200ms ease-out;
}
.wp-toast[data-variant='error'] { border-color: var(--wp-c-error); }
.wp-toast span { flex: 1; }
.wp-loading { display: flex; justify-content: center; padding: 32px; }
.wp-spinner {
  width: 24px;
  height: 24px;
  border: 3px solid var(--wp-c-surface);
  border-top-color: var(--wp-c-accent);
  border-radius: 50%;
  animation: wp-spin 800ms linear infinite;
}
/* Shared pieces the views use. */
.wp-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.wp-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.wp-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 8px 12px;
  border: none;
  border-radius: var(--wp-c-radius-l);
  background: var(--wp-c-surface);
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.wp-list-item:hover { background: var(--wp-c-border); }
.wp-list-item-name { flex: 1; }
.wp-wallet-image, .wp-monogram {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: var(--wp-c-radius-m);
  object-fit: cover;
  background: var(--wp-c-surface);
  font-weight: 600;
}
.wp-monogram { color: #fff; }
.wp-tag {
  padding: 2px 6px;
  border-radius: var(--wp-c-radius-s);
  background: var(--wp-c-surface);
  color: var(--wp-c-fg-muted);
  font-size: calc(var(--wp-c-font-size) * 1.1);
  font-weight: 600;
}
.wp-input {
  width: 100%;
  padding: 10px 12px;
  border: 1px solid var(--wp-c-border);
  border-radius: var(--wp-c-radius-m);
  background: transparent;
  color: inherit;
  font: inherit;
}
.wp-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--wp-c-radius-l); background: var(--wp-c-surface); }
.wp-tab {
  flex: 1;
  padding: 6px;
  border: none;
  border-radius: var(--wp-c-radius-m);
  background: transparent;
  color: var(--wp-c-fg-muted);
  font: inherit;
  cursor: pointer;
}
.wp-tab[aria-selected='true'] { background: var(--wp-c-bg); color: var(--wp-c-fg); }
.wp-root .wp-button { justify-content: center; width: 100%; }
.wp-button-secondary { background: var(--wp-c-surface); color: var(--wp-c-fg); }
.wp-error { color: var(--wp-c-error); }
.wp-qr-code { display: block; width: 100%; max-width: 280px; margin: 0 auto; background: #fff; border-radius: var(--wp-c-radius-l); }
.wp-wallet-links { align-self: stretch; }
.wp-account-actions, .wp-send-actions, .wp-send-amount { display: flex; gap: 8px; }
.wp-send-form, .wp-send-review, .wp-send-result, .wp-receive { display: flex; flex-direction: column; gap: 8px; }
.wp-send-form .wp-notice, .wp-send-form .wp-error { padding: 0; min-height: 1.2em; text-align: start; overflow-wrap: anywhere; }
.wp-send-amount .wp-button { width: auto; }
.wp-send-summary { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; }
.wp-send-summary dt { color: var(--wp-c-fg-muted); }
.wp-send-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wp-send-hash, .wp-receive-address { margin: 0; overflow-wrap: anywhere; text-align: center; }
.wp-send .wp-button:disabled { opacity: 0.45; cursor: not-allowed; filter: none; }
.wp-send-success-mark { align-self: center; color: var(--wp-c-success); }
.wp-send-success { margin: 0; text-align: center; font-size: 1.25em; font-weight: 600; }
.wp-swap-side { border: 1px solid var(--wp-c-border); border-radius: var(--wp-c-radius-m); display: flex; flex-direction: column; gap: 6px; margin: 0; }
.wp-swap-flip { width: auto; align-self: center; padding-inline: 16px; }
.wp-swap-token { width: auto; min-width: 96px; }
.wp-swap-out { display: flex; align-items: center; }
.wp-onramp-offers { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wp-onramp-offer { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; align-items: center; cursor: pointer; }
.wp-onramp-quote, .wp-onramp-offer .wp-error { grid-column: 2; font-size: 0.9em; color: var(--wp-c-fg-muted); }
.wp-receive-networks-title { margin: 8px 0 0; font-size: inherit; }
.wp-receive-networks li { padding: 4px 0; }
.wp-receive-networks li[aria-current='true'] { font-weight: 600; }
.wp-warning { margin: 0; padding: 8px 12px; border-radius: var(--wp-c-radius-m); background: var(--wp-c-surface); color: var(--wp-c-fg-muted); }
.wp-wallet-grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.wp-notice { margin: 0; padding: 16px 0; text-align: center; color: var(--wp-c-fg-muted); }
/* The email wallet's views. */
.wp-email-form, .wp-otp, .wp-resend, .wp-sign-out, .wp-verify-device, .wp-email-actions { display: flex; flex-direction: column; gap: 10px; }
.wp-email-form .wp-error, .wp-otp .wp-error, .wp-resend .wp-error { margin: 0; }
.wp-otp .wp-error, .wp-resend .wp-error { text-align: center; }
.wp-email-form .wp-button:disabled, .wp-resend .wp-button:disabled, .wp-sign-out .wp-button:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-resend .wp-button-secondary, .wp-sign-out .wp-button-secondary, .wp-email-actions .wp-button-secondary { background: var(--wp-c-surface); color: var(--wp-c-fg); }
.wp-otp-text, .wp-verify-device .wp-notice, .wp-sign-out .wp-notice { overflow-wrap: anywhere; }
.wp-otp-text { margin: 0 0 6px; text-align: center; color: var(--wp-c-fg-muted); }
.wp-otp-input { font-size: calc(var(--wp-c-font-size) * 2.4); letter-spacing: 0.5em; text-align: center; font-variant-numeric: tabular-nums; }
.wp-resend .wp-notice { padding: 0; }
/* Social login. */
.wp-socials { display: flex; flex-direction: column; gap: 8px; }
.wp-social-button { width: 100%; justify-content: flex-start; }
.wp-social-badge { display: inline-grid; place-items: center; flex: none; border-radius: 50%; color: #fff; font-weight: 600; }
.wp-connecting-social { display: flex; flex-direction: column; align-items: center; gap: 10px; padding-top: 8px; }
.wp-connecting-social .wp-error { margin: 0; text-align: center; overflow-wrap: anywhere; }
/* Farcaster sign-in and the embedded wallet's devices. */
.wp-farcaster { display: flex; flex-direction: column; gap: 10px; }
.wp-farcaster .wp-notice, .wp-user-name { padding: 0; }
.wp-devices { display: flex; flex-direction: column; gap: 10px; }
.wp-devices .wp-notice { padding: 0; text-align: start; }
.wp-device { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 12px; border-radius: var(--wp-c-radius-m); background: var(--wp-c-surface); }
.wp-device-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.wp-device-name { font-weight: 600; }
.wp-device-detail { color: var(--wp-c-fg-muted); font-size: 0.9em; }
.wp-root .wp-device-remove { flex: none; width: auto; background: var(--wp-c-bg); color: var(--wp-c-fg); }
.wp-device-remove:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-device-asking { flex-wrap: wrap; }
.wp-device-asking .wp-device-text { flex-basis: 100%; }
.wp-device-actions { display: flex; flex: none; gap: 8px; margin-inline-start: auto; }
.wp-passkey, .wp-linked { display: flex; flex-direction: column; gap: 8px; padding-top: 6px; border-top: 1px solid var(--wp-c-border); }
.wp-linked-title { margin: 4px 0 0; font-size: 1em; }
.wp-linked-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.wp-root .wp-linked-action { flex: 1 1 40%; width: auto; }
${buttonRulesCss}.wp-chain-picker .wp-list { align-self: stretch; }
${focusCss}@keyframes wp-dim { from { background-color: transparent; } }
@keyframes wp-rise { from { transform: translateY(8px); } }
@keyframes wp-spin { to { transform: rotate(360deg); } }
${reducedMotionCss}${designCss}`
