import type { WalletIcon } from '@wallet-standard/base'

/** An envelope glyph as a data URI (the Wallet Standard takes no other icon). */
export const EMBEDDED_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#3b5bdb"/><path d="M5 8l7 5 7-5M5 8v8h14V8" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
)}`
