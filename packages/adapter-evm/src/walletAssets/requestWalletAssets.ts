import { MethodNotSupportedError, type Network, type TokenBalance } from '@walletport/core'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import { parseWalletAssets } from './parseWalletAssets.js'

/** How long the token list waits for the wallet's `wallet_getAssets` before it shows the app's tokens alone. */
export const WALLET_ASSETS_TIMEOUT_MS = 5_000

class WalletAssetsTimeoutError extends Error {
  override name = 'WalletAssetsTimeoutError'
  constructor() {
    super(`Expected the wallet to answer wallet_getAssets within ${WALLET_ASSETS_TIMEOUT_MS} ms, it did not`)
  }
}

function withinTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletAssetsTimeoutError()), WALLET_ASSETS_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The ERC-20 tokens the connected wallet reports for `address` on `network` (EIP-7811 `wallet_getAssets`): none when
 * no wallet holds that address, or the wallet does not know the method. A wallet that fails, stalls or answers
 * something malformed is logged and reported as none, so the app's own list still shows.
 */
export async function requestWalletAssets(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<TokenBalance[]> {
  const connection = state.connection.get()
  const holds = connection?.accounts.some(
    (account) => account.address.toLowerCase() === address.toLowerCase(),
  )
  if (!connection || !holds) return []
  try {
    const answer = await withinTimeout(
      requestWalletCapability(connection.provider, 'wallet_getAssets', [
        { account: address, chainFilter: [`0x${Number(network.id).toString(16)}`] },
      ]),
    )
    return parseWalletAssets(answer, network)
  } catch (error) {
    if (!(error instanceof MethodNotSupportedError))
      console.warn("WalletPort: the wallet's assets (wallet_getAssets) are left out of the token list", error)
    return []
  }
}
