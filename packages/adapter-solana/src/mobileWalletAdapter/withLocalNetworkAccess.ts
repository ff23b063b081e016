import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardConnectMethod } from '@wallet-standard/features'
import { LocalNetworkAccessError } from './LocalNetworkAccessError.js'

type Permissions = Pick<globalThis.Permissions, 'query'>

/**
 * The wallet with a `standard:connect` that first checks Chrome's Local Network Access permission. Without it, the
 * Mobile Wallet Adapter package opens dialogs of its own that load a web font from Google's servers (a host the
 * app did not name); here the user gets WalletPort's error instead, and a loopback request (to the device itself)
 * makes the browser ask. A browser without the permission (an older Chrome) connects as before. A silent connect
 * (reconnect) reads the wallet's saved authorisation and opens nothing, so it is not held.
 */
export function withLocalNetworkAccess(
  wallet: Wallet,
  page: { permissions?: Permissions | undefined; fetch: typeof fetch },
): Wallet {
  const ensureAccess = async () => {
    let state: PermissionState
    try {
      if (!page.permissions) return
      state = (await page.permissions.query({ name: 'loopback-network' as PermissionName })).state
    } catch {
      return
    }
    if (state === 'granted') return
    if (state === 'prompt') page.fetch('http://localhost/', { mode: 'no-cors' }).catch(() => undefined)
    throw new LocalNetworkAccessError({ state })
  }
  const features = (): Wallet['features'] => {
    const own = wallet.features
    const connect = (own as Partial<StandardConnectFeature>)['standard:connect']
    if (!connect) return own
    const guarded: StandardConnectMethod = async (input) => {
      if (!input?.silent) await ensureAccess()
      return connect.connect(input)
    }
    return { ...own, 'standard:connect': { ...connect, connect: guarded } }
  }
  return {
    get version() {
      return wallet.version
    },
    get name() {
      return wallet.name
    },
    get icon() {
      return wallet.icon
    },
    get chains() {
      return wallet.chains
    },
    get accounts() {
      return wallet.accounts
    },
    get features() {
      return features()
    },
  }
}
