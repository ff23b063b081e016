import { toProviderRpcError } from '@walletport/core'
import type { Eip1193Provider } from './types.js'

/** One EIP-1193 request; whatever the wallet throws becomes a named ProviderRpcError (4001 → user rejection). */
export async function requestWallet<T>(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<T> {
  try {
    return (await provider.request(params === undefined ? { method } : { method, params })) as T
  } catch (error) {
    throw toProviderRpcError(error)
  }
}
