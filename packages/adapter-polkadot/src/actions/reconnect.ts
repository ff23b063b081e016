import { type AdapterConnection, type AdapterParameters, findAdapterNetwork } from '@walletport/core/adapter'
import { loadPolkadotAccounts } from '../accounts/loadPolkadotAccounts.js'
import type { PolkadotContext } from '../context.js'
import { enableExtension } from '../wallet/enableExtension.js'
import { attachConnection } from './attachConnection.js'

const DEFAULT_RECONNECT_TIMEOUT_MS = 5_000

/**
 * Injected extensions have no "authorised?" call: `enable` answers at once for a site the user allowed and opens a
 * prompt otherwise. So reconnect enables and gives up (null) when the extension refuses, lists no account, or has
 * not answered within `reconnectTimeoutMs` (a prompt nobody asked for). A connector `disconnect` ended here stays
 * ended until the next `connect`.
 */
export async function reconnect(
  context: PolkadotContext,
  { connectorId, network }: AdapterParameters<'reconnect'>,
): Promise<AdapterConnection | null> {
  if (context.ended.has(connectorId)) return null
  const target = findAdapterNetwork(context.networks, network)
  const provider = await context.providerOf(connectorId)
  if (!provider) return null
  const timeoutMs = context.options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  const silence = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  try {
    const extension = await Promise.race([enableExtension(provider, context.appName), silence])
    if (!extension) return null
    const listed = await extension.accounts.get()
    const { toPolkadotAccounts } = await loadPolkadotAccounts()
    const accounts = toPolkadotAccounts(listed, target, 'accounts.get')
    if (accounts.length === 0) return null
    attachConnection(context, { connectorId, provider, extension, network: target, accounts })
    return { connectorId, accounts, caipNetworkId: target.caipNetworkId }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}
