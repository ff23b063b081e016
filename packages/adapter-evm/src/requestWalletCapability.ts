import {
  MethodNotFoundRpcError,
  MethodNotSupportedError,
  UnsupportedProviderMethodError,
} from '@walletport/core'
import { requestWallet } from './requestWallet.js'
import type { Eip1193Provider } from './types.js'

/**
 * A wallet request for a capability some wallets lack (EIP-5792): 'no such method' (EIP-1193 4200, JSON-RPC
 * -32601) becomes `MethodNotSupportedError`, the one answer for a missing capability.
 */
export async function requestWalletCapability<T>(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  try {
    return await requestWallet<T>(provider, method, params)
  } catch (error) {
    if (error instanceof UnsupportedProviderMethodError || error instanceof MethodNotFoundRpcError) {
      throw new MethodNotSupportedError({ method, namespace: 'eip155', cause: error })
    }
    throw error
  }
}
