import {
  type ChainNamespace,
  ConnectionCancelledError,
  WalletConnectConnectorNotFoundError,
  type WalletPortClient,
} from '@walletport/core'
import { WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.js'
import { signInWhilePairing } from './signInWhilePairing.js'
import type { WalletConnectConnector } from './types.js'

export { getWalletConnectNamespaces }

export interface ConnectWalletConnectParameters {
  /** The namespace to connect first; the active one (when WalletConnect serves it) by default. */
  namespace?: ChainNamespace
  /**
   * Sign in while pairing (one-click auth, CAIP-122) when SIWX is on and every requested network is eip155.
   * Default true; otherwise, and with wallets that do not support it, SIWX asks after connecting.
   */
  oneClickAuth?: boolean
  /** Aborting it cancels the connect and abandons the pairing (a fresh URI next time). */
  signal?: AbortSignal
}

/**
 * Connects through WalletConnect: pairs once (the URI comes through the connector's 'uri' event), signing in on
 * the way where one-click auth applies (see `signInWhilePairing`), then connects every other adapter whose
 * namespace the wallet approved in that same session. Throws
 * `WalletConnectConnectorNotFoundError` when the app turned WalletConnect off or no adapter offers it.
 */
export async function connectWalletConnect(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
  parameters: ConnectWalletConnectParameters = {},
): Promise<void> {
  const served = getWalletConnectNamespaces(client)
  if (!client.options.enableWalletConnect || served.length === 0) {
    throw new WalletConnectConnectorNotFoundError({
      details: client.options.enableWalletConnect
        ? 'No adapter lists the WalletConnect connector'
        : 'WalletConnect is turned off (enableWalletConnect: false)',
    })
  }
  const active = client.getState().activeChain
  const first =
    parameters.namespace ?? (active !== undefined && served.includes(active) ? active : served[0]!)
  const { signal } = parameters
  const abandon = () => {
    walletConnect.cancelPairing()
    client.cancelConnect({ namespace: first })
  }
  signal?.addEventListener('abort', abandon, { once: true })
  try {
    await connectServed(client, walletConnect, served, first, parameters)
  } finally {
    signal?.removeEventListener('abort', abandon)
  }
}

async function connectServed(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
  served: readonly ChainNamespace[],
  first: ChainNamespace,
  parameters: ConnectWalletConnectParameters,
): Promise<void> {
  const { signal } = parameters
  if (signal?.aborted)
    throw new ConnectionCancelledError({ namespace: first, connectorId: WALLET_CONNECT_CONNECTOR_ID })
  let signedIn = false
  try {
    signedIn = parameters.oneClickAuth !== false && (await signInWhilePairing(client, walletConnect, served))
  } catch (error) {
    if (error instanceof ConnectionCancelledError) throw error
    // Pairing happened before core's connect here: report its failure as core would.
    const message = error instanceof Error ? error.message : String(error)
    client.events.emit('CONNECT_ERROR', {
      namespace: first,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      message,
    })
    throw error
  }
  await client.connect({
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    namespace: first,
    ...(signal ? { signal } : {}),
  })
  await connectSessionNamespaces(client, walletConnect, served, first)
  if (signedIn) await closeSignedIn(client)
}

/**
 * Connects the session's other approved namespaces, all at once: the session is there already, so each is a
 * silent connect (no prompt; the user's namespace stays active, no second sign-in), bounded like a silent
 * reconnect (`timeouts.reconnect`). A namespace whose wallet stays silent, or prompts after all, is cancelled
 * then and stays disconnected, as does one that fails; none holds up the others. Nothing is connected once the
 * session is gone or replaced (that would start a pairing nobody sees, which the next WalletConnect view would
 * wait on for good).
 */
async function connectSessionNamespaces(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
  served: readonly ChainNamespace[],
  first: ChainNamespace,
): Promise<void> {
  const session = walletConnect.getSession()
  const approved = session?.namespaces ?? []
  const others = served.filter((namespace) => namespace !== first && approved.includes(namespace))
  await Promise.all(
    others.map(async (namespace) => {
      if (walletConnect.getSession()?.topic !== session?.topic) return
      await client
        .connect({
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
          namespace,
          activate: false,
          signal: AbortSignal.timeout(client.options.timeouts.reconnect),
        })
        .catch(() => {})
    }),
  )
}

/** The sign-in check finds the one-click session (no prompt); success closes the modal, as a signature would. */
async function closeSignedIn(client: WalletPortClient) {
  await client.siwx.requestSignIn()
  const { modal, siwx } = client.getState()
  if (siwx.status === 'success' && modal.open) client.close()
}
