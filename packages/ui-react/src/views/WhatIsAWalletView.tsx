import type { ViewProps } from './types.js'

function HomeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5h-5v5H5a1 1 0 0 1-1-1v-8.5Z"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function KeyIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="8" cy="12" r="4" stroke="currentColor" strokeWidth="1.75" />
      <path d="M12 12h8m-3 0v3m-3-3v2" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}

/** 'New to wallets?': what a wallet is in two points, then the way to get one (All Wallets). */
export default function WhatIsAWalletView({ client, messages }: ViewProps) {
  return (
    <div className="wp-primer">
      <ul className="wp-primer-points">
        <li>
          <span className="wp-primer-icon">
            <HomeIcon />
          </span>
          <div>
            <h3>{messages.walletHomeTitle}</h3>
            <p>{messages.walletHomeText}</p>
          </div>
        </li>
        <li>
          <span className="wp-primer-icon">
            <KeyIcon />
          </span>
          <div>
            <h3>{messages.walletLoginTitle}</h3>
            <p>{messages.walletLoginText}</p>
          </div>
        </li>
      </ul>
      <button
        type="button"
        className="wp-button wp-button-primary"
        onClick={() => client.router.push('AllWallets')}
      >
        {messages.getAWallet}
      </button>
    </div>
  )
}
