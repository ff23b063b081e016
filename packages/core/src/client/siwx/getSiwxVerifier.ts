import type { ChainAdapter } from '../../adapter/types.js'
import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../../caip/types.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import type { SiwxSession } from '../../schemas/siwx.js'

export interface SiwxVerifierSource {
  /** The app's adapters, or a client context (whose `adapters` is a map by namespace). */
  adapters: readonly ChainAdapter[] | ReadonlyMap<ChainNamespace, ChainAdapter>
}

/**
 * The `verify` callback for `createDefaultSiwx`: asks the adapter of the session's namespace whether the
 * signature is the account's over the message. Takes the adapters rather than the client, so the app can
 * build its sign-in options before the client exists. A network no adapter configures never verifies.
 */
export function getSiwxVerifier(source: SiwxVerifierSource): (session: SiwxSession) => Promise<boolean> {
  const adapters = 'get' in source.adapters ? [...source.adapters.values()] : source.adapters
  return async ({ data, message, signature }) => {
    const { namespace } = parseCaipNetworkId(data.chainId)
    const adapter = adapters.find((candidate) => candidate.namespace === namespace)
    if (!adapter) throw new AdapterNamespaceNotFoundError({ namespace })
    const network = adapter.networks.find((candidate) => candidate.caipNetworkId === data.chainId)
    if (!network) return false
    return adapter.verifyMessage({ message, signature, address: data.accountAddress, network })
  }
}
