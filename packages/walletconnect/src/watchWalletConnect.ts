import { ConnectionCancelledError, isUserRejection, type WalletPortClient } from '@walletport/core'
import { WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.js'
import type { WalletConnectConnector } from './types.js'

/**
 * Drives the ConnectingWalletConnect view: when it opens, pairing starts; each pairing URI (a fresh one after
 * expiry) goes into the router data as `wcUri` for the QR code and copy link; a rejection closes the view with an
 * error toast; the client's CONNECT_CANCELLED (the modal left the view, `cancelConnect`) abandons the pending
 * pairing, so opening the view again shows a fresh URI. Also gives the connector the client's projectId and relay URL where its own options left them
 * unset. Returns the unsubscribe.
 */
export function watchWalletConnect(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
): () => void {
  walletConnect.setDefaults({ projectId: client.options.projectId, relayUrl: client.options.endpoints.relay })
  let pending = false
  let stopped = false

  const showing = () => {
    const { modal } = client.getState()
    return modal.open && modal.view === 'ConnectingWalletConnect'
  }

  // The modal left the pairing view (or the app cancelled): the pending pairing goes, the next one is fresh.
  const stopCancel = client.events.on('CONNECT_CANCELLED', ({ namespace, connectorId }) => {
    const ours = connectorId === undefined || connectorId === WALLET_CONNECT_CONNECTOR_ID
    const served = namespace === undefined || getWalletConnectNamespaces(client).includes(namespace)
    if (ours && served) walletConnect.cancelPairing()
  })

  const waitingForUri = () => showing() && client.getState().modal.data?.wcUri === undefined

  const stopUri = walletConnect.on('uri', (wcUri) => {
    if (showing()) client.router.push('ConnectingWalletConnect', { ...client.getState().modal.data, wcUri })
  })

  // Each start is one attempt; only the latest may reset `pending`, route back or toast.
  let attempt = 0
  const start = () => {
    const mine = ++attempt
    pending = true
    // The pairing's code comes with the first pairing view, not the first chunk.
    import('./connectWalletConnect.js')
      .then(({ connectWalletConnect }) => connectWalletConnect(client, walletConnect))
      .catch((error: unknown) => {
        if (mine !== attempt || !showing() || error instanceof ConnectionCancelledError) return
        const message = error instanceof Error ? error.message : String(error)
        client.showToast(isUserRejection(error) ? 'Connection declined' : message, 'error')
        client.router.goBack()
      })
      .finally(() => {
        if (mine !== attempt) return
        pending = false
        // The view was opened again while the cancelled attempt was still settling: pair afresh now.
        if (!stopped && waitingForUri()) start()
      })
  }

  // Pairing is over once a session exists: the attempt may still be connecting the session's other namespaces
  // (or waiting on one that never answers), but a later pairing view must not wait on it.
  const stopSession = walletConnect.on('session', () => {
    pending = false
  })

  const stopState = client.subscribe(() => {
    if (!pending && waitingForUri()) start()
  })
  if (showing()) start()

  return () => {
    stopped = true
    stopCancel()
    stopUri()
    stopSession()
    stopState()
  }
}
