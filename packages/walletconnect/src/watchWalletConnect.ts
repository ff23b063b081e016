import { isUserRejection, type WalletPortClient } from '@walletport/core'
import { connectWalletConnect } from './connectWalletConnect.js'
import type { WalletConnectConnector } from './types.js'

/**
 * Drives the ConnectingWalletConnect view: when it opens, pairing starts; each pairing URI (a fresh one after
 * expiry) goes into the router data as `wcUri` for the QR code and copy link; a rejection closes the view with an
 * error toast. Also gives the connector the client's projectId and relay URL where its own options left them
 * unset. Returns the unsubscribe.
 */
export function watchWalletConnect(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
): () => void {
  walletConnect.setDefaults({ projectId: client.options.projectId, relayUrl: client.options.endpoints.relay })
  let pending = false

  const showing = () => {
    const { modal } = client.getState()
    return modal.open && modal.view === 'ConnectingWalletConnect'
  }

  const stopUri = walletConnect.on('uri', (wcUri) => {
    if (showing()) client.router.push('ConnectingWalletConnect', { ...client.getState().modal.data, wcUri })
  })

  const start = () => {
    pending = true
    connectWalletConnect(client, walletConnect)
      .catch((error: unknown) => {
        if (!showing()) return
        const message = error instanceof Error ? error.message : String(error)
        client.showToast(isUserRejection(error) ? 'Connection declined' : message, 'error')
        client.router.goBack()
      })
      .finally(() => {
        pending = false
      })
  }

  const stopState = client.subscribe(() => {
    if (!pending && showing() && client.getState().modal.data?.wcUri === undefined) start()
  })
  if (showing()) start()

  return () => {
    stopUri()
    stopState()
  }
}
