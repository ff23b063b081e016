import { createScriptedAdapter } from '../../../test/createScriptedAdapter.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createWalletPort } from '../createWalletPort.js'

/** Two tabs of one origin: one localStorage, and each tab told of the other's writes (the `storage` event). */
function twoTabs() {
  const backend = createMemoryStorageBackend()
  const listeners = new Map<string, Set<(key: string | null) => void>>()
  const tab = (name: string) => {
    const evm = createScriptedAdapter({
      networks: [localEvm, localEvm2],
      connectors: ['mm'],
      authorised: ['mm'],
    })
    const solana = createScriptedAdapter({
      namespace: 'solana',
      networks: [localSolana],
      connectors: ['phantom'],
      accounts: ['mem5011'],
      authorised: ['phantom'],
    })
    const own = new Set<(key: string | null) => void>()
    listeners.set(name, own)
    const shared = {
      getItem: (key: string) => backend.getItem(key),
      setItem: (key: string, value: string) => {
        backend.setItem(key, value)
        for (const [other, set] of listeners) if (other !== name) for (const listener of set) listener(key)
      },
      removeItem: (key: string) => {
        backend.removeItem(key)
        for (const [other, set] of listeners) if (other !== name) for (const listener of set) listener(key)
      },
    }
    const client = createWalletPort({
      adapters: [evm, solana],
      networks: [localEvm, localEvm2, localSolana],
      storage: createStorage({ backend: shared }),
      enableWalletConnect: false,
      platform: {
        onStorageChange(listener) {
          own.add(listener)
          return () => own.delete(listener)
        },
      },
    })
    return { client, evm, solana }
  }
  return { tab }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('followOtherTabs', () => {
  it('a disconnect in one tab is followed in the other; the other chain stays', async () => {
    const { tab } = twoTabs()
    const a = tab('a')
    await a.client.ready
    await a.client.connect({ connectorId: 'mm' })
    await a.client.connect({ connectorId: 'phantom', namespace: 'solana', activate: false })
    const b = tab('b')
    await b.client.ready
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('connected')
    await a.client.disconnect({ namespace: 'eip155' })
    await settle()
    expect(b.client.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(b.client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(b.evm.wallet.attached).toBeUndefined()
    a.client.destroy()
    b.client.destroy()
  })

  it('a connect in one tab does not connect the other (that could prompt), nor does it disconnect it', async () => {
    const { tab } = twoTabs()
    const a = tab('a')
    const b = tab('b')
    await Promise.all([a.client.ready, b.client.ready])
    await a.client.connect({ connectorId: 'mm' })
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(b.evm.wallet.calls.filter((call) => call.startsWith('connect'))).toEqual([])
    a.client.destroy()
    b.client.destroy()
  })

  it('stops following once destroyed', async () => {
    const { tab } = twoTabs()
    const a = tab('a')
    await a.client.ready
    await a.client.connect({ connectorId: 'mm' })
    const b = tab('b')
    await b.client.ready
    b.client.destroy()
    await a.client.disconnect()
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('connected')
    a.client.destroy()
  })
})
