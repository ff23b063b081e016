import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { refreshConnectors } from './refreshConnectors.js'
import { watchConnectorOrder } from './watchConnectorOrder.js'

describe('watchConnectorOrder', () => {
  it('behavior: WalletConnect leaves the list while connected through it and comes back first after', async () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'a', name: 'Alpha' },
          { id: 'wc', name: 'WalletConnect' },
        ],
      },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
    })
    refreshConnectors(context)
    const stop = watchConnectorOrder(context)
    const ids = () => context.store.getState().connectors.map((connector) => connector.id)
    expect(ids()[0]).toBe('wc')

    await connect(context, { connectorId: 'wc' })
    expect(ids()).not.toContain('wc')
    await disconnect(context)
    expect(ids()[0]).toBe('wc')
    stop()
  })

  it('default: the client watches from its start', async () => {
    const adapter = withConnectorTypes(
      createMemoryAdapter({ networks: [localEvm], connectors: [{ id: 'wc', name: 'WalletConnect' }] }),
      { wc: 'WALLET_CONNECT' },
    )
    const client = createWalletPort({
      adapters: [adapter],
      networks: [localEvm],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
    })
    await client.ready
    await client.connect({ connectorId: 'wc' })
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual([])
    await client.disconnect()
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(['wc'])
    client.destroy()
  })
})
