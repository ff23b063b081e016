import { InvalidWalletResponseError } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import type { CosmosAdapterState } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { withCosmosWalletErrors } from '../toCosmosWalletError.js'
import { validateCosmosAddress } from '../validateCosmosAddress.js'

const BASE64_SIGNATURE = /^[A-Za-z0-9+/]{86}==$/

/** ADR-36 `signArbitrary`; returns the base64 64-byte signature, checked to be one. */
export async function signMessage(
  state: CosmosAdapterState,
  { message, address, network }: AdapterParameters<'signMessage'>,
): Promise<string> {
  const { chainId, prefix } = cosmosChainOf(network)
  validateCosmosAddress(address, prefix)
  const { provider } = state.connection.require()
  const signed = await withCosmosWalletErrors(() => provider.signArbitrary(chainId, address, message))
  const signature = (signed as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !BASE64_SIGNATURE.test(signature)) {
    throw new InvalidWalletResponseError({
      method: 'signArbitrary',
      expected: 'a StdSignature with a base64 64-byte signature',
      received: signed,
    })
  }
  return signature
}
