/**
 * The views' own styles (wallet list groups, connecting state, account, primer, phone sheet, presets), appended
 * to the base stylesheet. Logical properties only, so a right-to-left locale mirrors them.
 */
export const designCss = `
.wp-root .wp-button-secondary { background: var(--wp-c-surface); color: var(--wp-c-fg); }
.wp-root .wp-button-secondary:hover { background: var(--wp-c-border); }
.wp-root .wp-button:hover:not(.wp-button-secondary) { filter: brightness(1.08); }
.wp-modal:focus-visible { outline: none; }
.wp-list-item { min-height: 56px; transition: background-color 120ms ease-out; }
.wp-list-item-name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-group-label {
  margin-block: 8px 2px;
  padding-inline: 4px;
  color: var(--wp-c-fg-muted);
  font-size: calc(var(--wp-c-font-size) * 1.2);
  font-weight: 600;
}
.wp-group-label:first-child { margin-block-start: 0; }
.wp-chain-badges { display: inline-flex; gap: 2px; }
.wp-network-image {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  background: var(--wp-c-network-tile);
}
.wp-network-image svg, .wp-logo svg { display: block; width: 100%; height: 100%; }
.wp-network-image-empty { background: var(--wp-c-surface); }
.wp-logo { padding: 6px; background: var(--wp-c-logo-tile); border: 1px solid var(--wp-c-border); }
.wp-all-wallets-icon {
  display: inline-grid;
  flex: none;
  grid-template-columns: 1fr 1fr;
  gap: 3px;
  width: 40px;
  height: 40px;
  padding: 8px;
  border-radius: var(--wp-c-radius-m);
  background: var(--wp-c-logo-tile);
  border: 1px solid var(--wp-c-border);
}
.wp-all-wallets-icon span { border-radius: var(--wp-c-radius-xs); background: var(--wp-c-accent); opacity: 0.75; }
.wp-all-wallets-icon span:nth-child(2), .wp-all-wallets-icon span:nth-child(3) { opacity: 0.4; }
.wp-new-to-wallets {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 16px 0 0;
  color: var(--wp-c-fg-muted);
}
.wp-link-button {
  padding: 4px 6px;
  border: none;
  border-radius: var(--wp-c-radius-xs);
  background: none;
  color: var(--wp-c-accent-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.wp-link-button:hover { text-decoration: underline; }
.wp-connect, .wp-actions, .wp-register-name { display: flex; flex-direction: column; gap: 8px; }
.wp-connect-methods { display: contents; }
.wp-connect-methods:disabled .wp-list-item, .wp-connect-methods:disabled .wp-button { opacity: 0.5; cursor: not-allowed; }
.wp-connect-methods:disabled .wp-list-item:hover { background: var(--wp-c-surface); }
.wp-legal {
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  border: 1px solid var(--wp-c-border);
  border-radius: var(--wp-c-radius-l);
}
.wp-legal-label { display: flex; align-items: center; gap: 10px; min-height: 36px; cursor: pointer; }
.wp-legal-checkbox { flex: none; width: 18px; height: 18px; margin: 0; accent-color: var(--wp-c-accent); cursor: pointer; }
.wp-legal-links { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding-inline-start: 22px; }
.wp-more-wallets { justify-content: center; }
.wp-more-wallets .wp-list-item-name { flex: none; }
/* All Wallets: search pinned above a fixed-height, scrolling grid of tiles (mark above name), four a row. */
.wp-all-wallets { display: flex; flex-direction: column; gap: 12px; height: min(440px, calc(100vh - 150px)); }
.wp-wallet-scroll { flex: 1; min-height: 0; overflow-y: auto; margin-inline: -4px; padding: 2px 4px; }
.wp-root .wp-wallet-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.wp-wallet-grid .wp-list-item {
  flex-direction: column;
  justify-content: flex-start;
  gap: 6px;
  min-height: 0;
  height: 100%;
  padding: 10px 4px 8px;
  text-align: center;
}
.wp-wallet-grid .wp-list-item-name {
  flex: none;
  width: 100%;
  display: -webkit-box;
  font-size: calc(var(--wp-c-font-size) * 1.15);
  line-height: 1.25;
  white-space: normal;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
}
/* Connecting: a ring turns around the wallet's mark while its prompt is open. */
.wp-connecting { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.wp-connecting-name { margin: 4px 0 0; font-size: calc(var(--wp-c-font-size) * 1.6); }
.wp-connecting-logo { position: relative; padding: 10px; }
.wp-connecting-logo::before {
  content: '';
  position: absolute;
  inset: 0;
  border-radius: var(--wp-c-radius-xl);
  border: 3px solid var(--wp-c-surface);
  border-block-start-color: var(--wp-c-accent);
  border-inline-end-color: var(--wp-c-accent);
  animation: wp-spin 1100ms linear infinite;
}
.wp-connecting-logo[data-status='declined']::before, .wp-connecting-logo[data-status='failed']::before {
  border-color: var(--wp-c-error);
  animation: none;
}
.wp-connecting .wp-button { min-width: 160px; padding-block: 10px; }
.wp-error-details { display: block; margin-block-start: 4px; color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.2); }
/* Account: centred identity, the network as a pill, Disconnect last and quiet. */
.wp-account { display: flex; flex-direction: column; gap: 16px; }
.wp-account-identity { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
.wp-account-identity .wp-wallet-image { border-radius: 50%; margin-block-end: 6px; }
.wp-address-avatar { box-shadow: inset 0 0 0 1px var(--wp-c-border); }
.wp-account-address { display: flex; align-items: center; gap: 4px; }
.wp-account-name { margin: 0; font-size: calc(var(--wp-c-font-size) * 1.8); font-weight: 600; }
.wp-account-subtitle { margin: 0; color: var(--wp-c-fg-muted); }
.wp-account-balance { margin: 0; color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.5); }
.wp-copy-status:empty { display: none; }
.wp-copy-status { color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.2); }
.wp-network-pill {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-block-start: 4px;
  padding-block: 5px;
  padding-inline: 6px 12px;
  border: 1px solid var(--wp-c-border);
  border-radius: var(--wp-c-radius-pill);
  background: var(--wp-c-surface);
  color: var(--wp-c-fg);
  font: inherit;
  font-weight: 500;
  cursor: pointer;
}
.wp-network-pill:hover { background: var(--wp-c-border); }
.wp-root .wp-disconnect { padding-block: 10px; }
.wp-tab-panel { min-height: 56px; }
.wp-token, .wp-activity-entry {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  border-radius: var(--wp-c-radius-m);
  background: var(--wp-c-surface);
}
.wp-token img { border-radius: 50%; }
.wp-token-name, .wp-activity-main { flex: 1; min-width: 0; font-weight: 500; }
.wp-token-quantity, .wp-activity-amount { font-variant-numeric: tabular-nums; font-weight: 600; }
.wp-token-value { color: var(--wp-c-fg-muted); }
.wp-nfts { display: grid; grid-template-columns: repeat(auto-fill, minmax(132px, 1fr)); gap: 10px; margin: 0; padding: 0; list-style: none; }
.wp-nft { display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 8px; border-radius: var(--wp-c-radius-m); background: var(--wp-c-surface); }
.wp-nft-image { display: flex; align-items: center; justify-content: center; width: 100%; height: auto; aspect-ratio: 1; object-fit: contain; border-radius: var(--wp-c-radius-xs); background: var(--wp-c-border); color: var(--wp-c-fg-muted); font-weight: 600; }
.wp-nft-name { display: -webkit-box; overflow: hidden; font-weight: 600; overflow-wrap: anywhere; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
.wp-nft-collection { overflow: hidden; color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.2); text-overflow: ellipsis; white-space: nowrap; }
.wp-nft-amount { color: var(--wp-c-fg-muted); font-weight: 500; }
.wp-activity { display: flex; flex-direction: column; gap: 10px; }
.wp-activity-month { margin: 4px 0 6px; color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.2); font-weight: 600; }
.wp-activity-main { display: flex; flex-direction: column; }
.wp-activity-main time { color: var(--wp-c-fg-muted); font-size: calc(var(--wp-c-font-size) * 1.2); font-weight: 400; }
.wp-activity-icon {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--wp-c-bg);
  color: var(--wp-c-fg-muted);
}
.wp-activity-icon[data-direction='in'] { color: var(--wp-c-success); }
.wp-activity-icon[data-direction='out'] { color: var(--wp-c-accent-text); }
.wp-activity-link { width: 28px; height: 28px; color: var(--wp-c-fg-muted); }
.wp-unsupported-chain { display: flex; flex-direction: column; gap: 12px; }
.wp-unsupported-chain > .wp-notice { padding-block: 0 4px; }
.wp-list-item[aria-current='true'] { box-shadow: inset 0 0 0 1.5px var(--wp-c-accent); }
/* The primer ('New to wallets?'). */
.wp-primer { display: flex; flex-direction: column; gap: 20px; }
.wp-primer-points { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 0; list-style: none; }
.wp-primer-points li { display: flex; gap: 12px; align-items: flex-start; }
.wp-primer-points h3 { margin: 0 0 4px; font-size: calc(var(--wp-c-font-size) * 1.5); font-weight: 600; }
.wp-primer-points p { margin: 0; color: var(--wp-c-fg-muted); }
.wp-primer-icon {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--wp-c-radius-m);
  background: var(--wp-c-surface);
  color: var(--wp-c-accent-text);
}
.wp-primer .wp-button { padding-block: 10px; }
/* The connect button stays on one line; the balance goes first when there is no room. */
.wp-standalone { white-space: nowrap; max-width: 100%; }
@media (max-width: 430px) {
  .wp-button-balance { display: none; }
  /* Phones: the modal is a sheet rising from the bottom edge. */
  .wp-overlay { align-items: flex-end; padding: 0; }
  .wp-modal {
    width: 100%;
    max-height: 92vh;
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    border-block-end: none;
    animation-name: wp-sheet;
    padding-block-end: env(safe-area-inset-bottom);
  }
}
@keyframes wp-sheet { from { transform: translateY(40px); } }
/* Fingers: every target at least 44 px (WCAG 2.5.5) and 8 px from the next; the header keeps its height. */
@media (max-width: 430px), (pointer: coarse) {
  .wp-header { grid-template-columns: 44px 1fr 44px; padding-block: 6px; }
  .wp-root .wp-icon-button, .wp-alert button, .wp-toast button { width: 44px; height: 44px; }
  .wp-root .wp-button, .wp-tab, .wp-input, .wp-link-button, .wp-network-pill { min-height: 44px; }
  .wp-link-button { display: inline-flex; align-items: center; }
  .wp-list, .wp-tabs { gap: 8px; }
  .wp-legal { gap: 8px; }
  .wp-legal-label { min-height: 44px; }
}
`
