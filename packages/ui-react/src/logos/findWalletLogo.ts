import type { Logos } from './logosLoader.js'

/** Announced reverse-DNS ids (EIP-6963) of the wallets whose mark is bundled. */
const BY_RDNS: Readonly<Record<string, string>> = {
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  'com.trustwallet.app': 'trust',
  'com.coinbase.wallet': 'coinbase',
  'com.okex.wallet': 'okx',
  'io.rabby': 'rabby',
  'app.phantom': 'phantom',
  'me.rainbow': 'rainbow',
  'io.zerion.wallet': 'zerion',
  'app.backpack': 'backpack',
  'com.solflare': 'solflare',
  'app.keplr': 'keplr',
  'com.exodus.web3-wallet': 'exodus',
}

const ALIASES: Readonly<Record<string, string>> = { ledger: 'ledger-live', ledgerlive: 'ledger-live' }

/** 'Rabby Wallet' → 'rabby', 'Token Pocket' → 'tokenpocket'. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bwallet\b/g, '')
    .replace(/[^a-z0-9]/g, '')
}

export interface WalletIdentity {
  id?: string | undefined
  name: string
  rdns?: string | undefined
}

/** The bundled mark of a wallet, by directory id, announced rdns, or name; undefined for an unknown wallet. */
export function findWalletLogo(logos: Logos, wallet: WalletIdentity): string | undefined {
  const { walletSvgs } = logos
  const keys = [
    wallet.id,
    wallet.id === undefined ? undefined : BY_RDNS[wallet.id],
    wallet.rdns === undefined ? undefined : BY_RDNS[wallet.rdns],
    nameKey(wallet.name),
    ALIASES[nameKey(wallet.name)],
  ]
  for (const key of keys) {
    if (key !== undefined && walletSvgs[key] !== undefined) return walletSvgs[key]
  }
  return undefined
}

/** The bundled mark of a network: its own (some EVM networks), else its chain's. */
export function findNetworkLogo(logos: Logos, caipNetworkId: string): string | undefined {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  return logos.networkSvgs[caipNetworkId] ?? logos.networkSvgs[namespace]
}
