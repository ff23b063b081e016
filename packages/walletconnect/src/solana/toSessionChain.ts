import { ChainNotSupportedError } from '@walletport/core'
import { solana, solanaDevnet, solanaTestnet } from '@walletport/core/networks'

/** Wallet Standard names of the public clusters → their CAIP-2 ids, which WalletConnect sessions carry. */
const CLUSTER_IDS: Readonly<Record<string, string>> = {
  'solana:mainnet': solana.caipNetworkId,
  'solana:devnet': solanaDevnet.caipNetworkId,
  'solana:testnet': solanaTestnet.caipNetworkId,
}

/**
 * The session chain a Wallet Standard `chain` input means: a CAIP-2 id as is, a public cluster's name
 * (`solana:mainnet`…) as that cluster's CAIP-2 id; undefined (the namespace's current chain) when none is given.
 * Throws `ChainNotSupportedError` for a chain the session does not cover.
 */
export function toSessionChain(
  chain: string | undefined,
  sessionChains: readonly string[],
): string | undefined {
  if (chain === undefined) return undefined
  const id = CLUSTER_IDS[chain] ?? chain
  if (!sessionChains.includes(id)) {
    throw new ChainNotSupportedError({ details: `The WalletConnect session does not cover ${chain}` })
  }
  return id
}
