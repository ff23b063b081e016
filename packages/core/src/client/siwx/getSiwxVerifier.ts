import type { ChainAdapter } from '../../adapter/types.js'
import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../../caip/types.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import { SmartAccountSignatureError } from '../../errors/siwx.js'
import type { SiwxSession } from '../../schemas/siwx.js'

export interface SiwxVerifierSource {
  /** The app's adapters, or a client context (whose `adapters` is a map by namespace). */
  adapters: readonly ChainAdapter[] | ReadonlyMap<ChainNamespace, ChainAdapter>
}

/**
 * The `verify` callback for `createDefaultSiwx` and `createSiwxRequestHandler`: asks the adapter of the session's
 * namespace whether the signature is the account's over the message (eip155: the key, ERC-1271 and ERC-6492 contract
 * accounts, on the node). Takes the adapters rather than the client, so the app can build its sign-in options before
 * the client exists. A network no adapter configures never verifies. A signature that does not verify and that the
 * adapter says a smart account made (`isSmartAccountSigner`) rejects with `SmartAccountSignatureError`, so the
 * sign-in says 'This application might not support Smart Accounts' (spec section 8).
 */
export function getSiwxVerifier(source: SiwxVerifierSource): (session: SiwxSession) => Promise<boolean> {
  const adapters = 'get' in source.adapters ? [...source.adapters.values()] : source.adapters
  return async ({ data, message, signature }) => {
    const { namespace } = parseCaipNetworkId(data.chainId)
    const adapter = adapters.find((candidate) => candidate.namespace === namespace)
    if (!adapter) throw new AdapterNamespaceNotFoundError({ namespace })
    const network = adapter.networks.find((candidate) => candidate.caipNetworkId === data.chainId)
    if (!network) return false
    const address = data.accountAddress
    let failure: { error: unknown } | undefined
    try {
      if (await adapter.verifyMessage({ message, signature, address, network })) return true
    } catch (error) {
      failure = { error }
    }
    const smartAccount = await adapter
      .isSmartAccountSigner?.({ signature, address, network })
      .catch(() => false)
    if (smartAccount) throw new SmartAccountSignatureError(failure ? { cause: failure.error } : {})
    if (failure) throw failure.error
    return false
  }
}
