import type { ClientContext } from '../context.js'
import { isSameSiwxAddress } from './isSameSiwxAddress.js'

/**
 * Keeps the sign-in a wallet made while connecting (`AdapterConnection.signIn`) with `siwx.addSession`, which checks
 * it in full, when it is by `address`, the account connected. Resolves true when kept; false when there is none or
 * it was refused: then the sign-in that follows connecting asks the wallet, as without one.
 */
export async function keepConnectSignIn(
  context: ClientContext,
  signIn: unknown,
  address: string,
): Promise<boolean> {
  const siwx = context.options.siwx
  const data = (signIn as { data?: { chainId?: unknown; accountAddress?: unknown } } | undefined)?.data
  if (!siwx || typeof data?.chainId !== 'string' || typeof data.accountAddress !== 'string') return false
  if (!isSameSiwxAddress(data.chainId, data.accountAddress, address)) return false
  try {
    await siwx.addSession(signIn as Parameters<typeof siwx.addSession>[0])
    return true
  } catch (error) {
    console.warn(
      'WalletPort: the sign-in made while connecting was not accepted; signing in after connecting',
      error,
    )
    return false
  }
}
