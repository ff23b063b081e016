/**
 * Display names of the `injectedWeb3` keys the well-known extensions use; any other key is listed under its own
 * name. Nova Wallet's in-app browser injects as 'polkadot-js' and marks itself with `walletExtension.isNovaWallet`.
 */
export const knownPolkadotExtensions: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
  'walletport-test': 'WalletPort Test Extension',
}
