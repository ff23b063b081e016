import { createScriptedWallets, SCRIPTED_NETWORKS } from '../../../test/setupScriptedClient.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createWalletPort } from '../createWalletPort.js'

const opened: { destroy(): void }[] = []
afterEach(() => {
  for (const client of opened.splice(0)) client.destroy()
})

/** Two tabs of one origin: one localStorage, and each tab told of the other's writes (the `storage` event). */
function twoTabs() {
  const backend = createMemoryStorageBackend()
  const listeners = new Map<string, Set<(key: string | null) => void>>()
  const tab = (name: string, { solanaAuthorised = ['phantom'] }: { solanaAuthorised?: string[] } = {}) => {
    const { evm, solana } = createScriptedWallets({
      evm: { authorised: ['mm'] },
      solana: { authorised: solanaAuthorised },
    })
    const own = new Set<(key: string | null) => void>()
    listeners.set(name, own)
    const shared = {
      getItem: (key: string) => backend.getItem(key),
      setItem: (key: string, value: string) => {
        backend.setItem(key, value)
        notify(name, key)
      },
      removeItem: (key: string) => {
        backend.removeItem(key)
        notify(name, key)
      },
    }
    const client = createWalletPort({
      adapters: [evm, solana],
      networks: SCRIPTED_NETWORKS,
      storage: createStorage({ backend: shared }),
      enableWalletConnect: false,
      platform: {
        onStorageChange(listener) {
          own.add(listener)
          return () => own.delete(listener)
        },
      },
    })
    opened.push(client)
    return { client, evm, solana, clearStorage: () => notify(name, null) }
  }
  const notify = (from: string, key: string | null) => {
    for (const [other, set] of listeners) if (other !== from) for (const listener of set) listener(key)
  }
  return { tab, backend }
}

/**
 * Tab a connected on eip155 (and on solana in the background with `solana`), then tab b opened on the same storage
 * (b's solana wallet authorising `bSolanaAuthorised`).
 */
async function startTabs({
  solana = false,
  bSolanaAuthorised,
}: {
  solana?: boolean
  bSolanaAuthorised?: string[]
} = {}) {
  const { tab, backend } = twoTabs()
  const a = tab('a')
  await a.client.ready
  await a.client.connect({ connectorId: 'mm' })
  if (solana) await a.client.connect({ connectorId: 'phantom', namespace: 'solana', activate: false })
  const b = tab('b', bSolanaAuthorised ? { solanaAuthorised: bSolanaAuthorised } : {})
  await b.client.ready
  return { a, b, backend }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('followOtherTabs', () => {
  it('a disconnect in one tab is followed in the other; the other chain stays', async () => {
    const { a, b } = await startTabs({ solana: true })
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('connected')
    await a.client.disconnect({ namespace: 'eip155' })
    await settle()
    expect(b.client.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(b.client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(b.evm.wallet.attached).toBeUndefined()
  })

  it('one disconnect of the same namespaces twice is followed twice (each announcement is new)', async () => {
    const { a, b } = await startTabs()
    await a.client.disconnect({ namespace: 'eip155' })
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    await b.client.connect({ connectorId: 'mm' })
    await a.client.connect({ connectorId: 'mm' })
    await a.client.disconnect({ namespace: 'eip155' })
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it("another tab's start-up pruning of a connection it could not restore disconnects nothing here", async () => {
    const { a, b, backend } = await startTabs({ solana: true, bSolanaAuthorised: [] })
    await settle()
    expect(b.client.getState().chains.solana?.accountState.status).toBe('disconnected')
    expect(JSON.stringify(backend.getItem('@walletport/connected-connector-ids'))).not.toContain('solana')
    expect(a.client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(a.client.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(a.solana.wallet.attached).toBe('phantom')
  })

  it('another tab removing a chain or clearing storage disconnects nothing here', async () => {
    const { a, b } = await startTabs({ solana: true })
    b.client.removeChain('solana')
    b.clearStorage()
    await settle()
    expect(a.client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(a.client.getState().chains.eip155?.accountState.status).toBe('connected')
  })

  it('a followed disconnect is not announced again', async () => {
    const { a, b, backend } = await startTabs()
    await a.client.disconnect({ namespace: 'eip155' })
    const announced = backend.getItem('@walletport/announced-disconnect')
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(backend.getItem('@walletport/announced-disconnect')).toBe(announced)
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
  })

  it('stops following once destroyed', async () => {
    const { a, b } = await startTabs()
    b.client.destroy()
    await a.client.disconnect()
    await settle()
    expect(b.client.getState().chains.eip155?.accountState.status).toBe('connected')
  })
})
