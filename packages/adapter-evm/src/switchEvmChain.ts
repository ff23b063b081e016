import {
  ChainNotSupportedError,
  getRpcUrl,
  type Network,
  ProviderDisconnectedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '@walletport/core'
import { toHexQuantity } from './hex.js'
import { requestWallet } from './requestWallet.js'
import type { Eip1193Provider } from './types.js'

/** A user's "no" and a lost wallet are kept as they are: neither means the chain is unsupported. */
function isFinal(error: unknown): boolean {
  return error instanceof UserRejectedRequestError || error instanceof ProviderDisconnectedError
}

/**
 * `wallet_switchEthereumChain`; a wallet that does not know the chain (4902) is asked to
 * `wallet_addEthereumChain` and to switch again. Any other failure → 'Chain is not supported'.
 */
export async function switchEvmChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = toHexQuantity(Number(network.id))
  try {
    await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId }])
    return
  } catch (error) {
    if (isFinal(error)) throw error
    if (!(error instanceof UnrecognizedChainError)) throw new ChainNotSupportedError({ cause: error })
  }
  try {
    const { http } = network.rpcUrls.default
    await requestWallet(provider, 'wallet_addEthereumChain', [
      {
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: http.length > 0 ? [...http] : [getRpcUrl(network)],
        ...(network.blockExplorers && { blockExplorerUrls: [network.blockExplorers.default.url] }),
      },
    ])
    // MetaMask switches when it adds; others only add. A second switch covers both.
    await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    if (isFinal(error)) throw error
    throw new ChainNotSupportedError({ cause: error })
  }
}
