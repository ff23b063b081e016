import type { ChainNamespace } from '../../caip/types.js'

const chainNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/** The word after "sign in with your" (CAIP-122); an unknown namespace is named as itself. */
export function getSiwxChainName(namespace: ChainNamespace): string {
  return Object.hasOwn(chainNames, namespace) ? (chainNames[namespace] ?? namespace) : namespace
}
