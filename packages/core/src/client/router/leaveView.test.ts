import { ConnectionCancelledError } from '../../errors/wallet.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'

const ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

async function stalledConnect() {
  const evm = createMemoryAdapter({
    networks: [localEvm],
    accounts: [ACCOUNT],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const client = createWalletPort({
    adapters: [evm],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
  })
  await client.ready
  evm.wallet.setBehavior('stall')
  client.open({ view: 'AllWallets' })
  client.router.push('ConnectingExternal')
  const connecting = client.connect({ connectorId: 'memory' })
  const cancelled = jest.fn()
  client.events.on('CONNECT_CANCELLED', cancelled)
  expect(client.getState().chains.eip155?.accountState.status).toBe('connecting')
  return { client, connecting, cancelled }
}

describe('leaving a connecting view', () => {
  it('back cancels the connect in flight: the status is what it was, the promise rejects', async () => {
    const { client, connecting, cancelled } = await stalledConnect()
    client.router.goBack()
    await expect(connecting).rejects.toBeInstanceOf(ConnectionCancelledError)
    expect(client.getState().modal.view).toBe('AllWallets')
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(cancelled).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'memory' })
  })

  it('close cancels it too', async () => {
    const { client, connecting } = await stalledConnect()
    client.close()
    await expect(connecting).rejects.toBeInstanceOf(ConnectionCancelledError)
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('leaving another view cancels nothing', async () => {
    const { client, connecting, cancelled } = await stalledConnect()
    client.router.push('Networks')
    client.router.goBack()
    expect(cancelled).not.toHaveBeenCalled()
    expect(client.getState().chains.eip155?.accountState.status).toBe('connecting')
    client.close()
    await expect(connecting).rejects.toBeInstanceOf(ConnectionCancelledError)
  })
})
