import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import type { Network } from '../../networks/types.js'

/** SLIP-44 coin types of the non-EVM namespaces WalletPort ships. cosmos: 118 is the Cosmos Hub's (ATOM). */
const slip44: Readonly<Record<string, number>> = { solana: 501, polkadot: 354, bip122: 0, cosmos: 118 }

/**
 * The coin type a name is registered under. eip155: 60 on Ethereum mainnet, otherwise ENSIP-11's
 * `0x80000000 | chainId` (as an unsigned 32-bit number); other namespaces: their SLIP-44 number. Throws
 * `MethodNotSupportedError` for a namespace with no known coin type.
 */
export function getCoinType(network: Network): number {
  if (network.chainNamespace === 'eip155') {
    const chainId = Number(network.id)
    return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
  }
  const coinType = slip44[network.chainNamespace]
  if (coinType === undefined)
    throw new MethodNotSupportedError({ method: 'getCoinType', namespace: network.chainNamespace })
  return coinType
}
