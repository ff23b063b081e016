import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'

// Issue 35 (restore soak): React StrictMode, or an app that recreates its client while the page starts, destroys
// a first client whose start-up reconnect is still waiting on the wallet. The embedded wallet's frame goes with it
// and that reconnect fails: the destroyed client then forgot the stored connection, and the client that replaced
// it found nothing to restore (the playground's email wallet came back disconnected on every reload).
describe('a client destroyed while its start-up reconnect waits', () => {
  it('leaves the stored connection for the client that replaces it, which restores it', async () => {
    const storage = createStorage({ backend: createMemoryStorageBackend() })
    storage.set('connected-connector-ids', { eip155: 'memory' })
    let failFirst: (error: Error) => void = () => undefined
    let asked: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => {
      asked = resolve
    })
    const wallet = createMemoryAdapter({ networks: [localEvm], authorized: true })
    const first = createWalletPort({
      adapters: [
        {
          ...wallet,
          reconnect: () =>
            new Promise((_, reject) => {
              failFirst = reject
              asked()
            }),
        },
      ],
      networks: [localEvm],
      storage,
      enableWalletConnect: false,
    })
    await waiting
    first.destroy()
    failFirst(new Error('the wallet frame was removed'))
    await first.ready
    expect(storage.get('connected-connector-ids')).toEqual({ eip155: 'memory' })

    const second = createWalletPort({
      adapters: [wallet],
      networks: [localEvm],
      storage,
      enableWalletConnect: false,
    })
    await second.ready
    expect(second.getState().chains.eip155?.accountState.status).toBe('connected')
    second.destroy()
  })
})
