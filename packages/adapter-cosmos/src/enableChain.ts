import { ChainNotSupportedError, type Network, WalletPortError } from '@walletport/core'
import type { CosmosAdapterState } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import { withCosmosWalletErrors } from './toCosmosWalletError.js'
import type { KeplrLikeProvider } from './types.js'

/** The wallet's own words: what withCosmosWalletErrors kept as `details`, else the message. */
const messageOf = (error: unknown) =>
  (error instanceof WalletPortError && error.details) ||
  (error instanceof Error ? error.message : String(error))

/**
 * Enables `network`'s chain in the wallet (its prompt). A chain the wallet does not know is suggested to it first
 * with `experimentalSuggestChain` (Keplr's ChainInfo from the network, see toKeplrChainInfo), then enabled. A wallet
 * without that method, or refusing the chain, fails with ChainNotSupportedError saying which; the refusal is its
 * cause (a UserRejectedRequestError when the user declined).
 */
export async function enableChain(
  state: CosmosAdapterState,
  provider: KeplrLikeProvider,
  network: Network,
): Promise<void> {
  const { chainId } = cosmosChainOf(network)
  try {
    await withCosmosWalletErrors(() => provider.enable(chainId))
    return
  } catch (error) {
    if (!(error instanceof ChainNotSupportedError)) throw error
    if (!provider.experimentalSuggestChain) {
      throw new ChainNotSupportedError({
        details: `The wallet does not know ${chainId} and cannot be given it: expected experimentalSuggestChain, the wallet has none (${messageOf(error)})`,
        cause: error,
      })
    }
  }
  // Loaded only here: a page that connects to chains its wallet knows never carries it.
  const { toKeplrChainInfo } = await import('./toKeplrChainInfo.js')
  const chainInfo = toKeplrChainInfo(network, state.options.gasPrices)
  await withCosmosWalletErrors(() => provider.experimentalSuggestChain?.(chainInfo)).catch(
    (error: unknown) => {
      throw new ChainNotSupportedError({
        details: `The wallet refused to add ${chainId} (experimentalSuggestChain): ${messageOf(error)}`,
        cause: error,
      })
    },
  )
  await withCosmosWalletErrors(() => provider.enable(chainId))
}
