import type { StandardWallet } from './createWalletStandardClient.js'

/**
 * True for wallets registering through the Wallet Standard with the bitcoin:connect feature. Apart from the client
 * (`createWalletStandardClient`), which loads only when a wallet is chosen: discovery needs this check alone.
 */
export function isBitcoinStandardWallet(wallet: unknown): wallet is StandardWallet {
  const features = (wallet as { features?: unknown } | undefined)?.features
  return typeof features === 'object' && features !== null && 'bitcoin:connect' in features
}
