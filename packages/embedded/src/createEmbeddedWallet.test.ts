import {
  type Connector,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  findEmailAuth,
  RpcNotAllowedError,
} from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createEmbeddedWallet, EMBEDDED_CONNECTOR_ID } from './createEmbeddedWallet.js'
import { FRAME_LOAD_TIMEOUT_MS } from './frame/frameTimings.js'
import { ACTION_NOT_ALLOWED_DELAY_MS, watchEmbeddedWallet } from './watchEmbeddedWallet.js'

const solanaLocal = defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/never-called'] } },
})

function setup() {
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const embedded = createEmbeddedWallet({
    frameUrl: 'http://localhost:8787',
    networks: [localEvm, solanaLocal],
    storage,
  })
  return { embedded, storage }
}

const frames = () => document.querySelectorAll('iframe[title="WalletPort wallet"]')

beforeEach(() => {
  document.body.replaceChildren()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('createEmbeddedWallet', () => {
  it('gives each namespace one AUTH entry and loads no frame until the wallet is used', async () => {
    const { embedded } = setup()
    const evm = embedded.forNamespace('eip155').getConnectors()
    const solana = embedded.forNamespace('solana').getConnectors()
    expect(evm).toEqual([
      expect.objectContaining({ id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' }),
    ])
    expect(solana).toEqual([
      expect.objectContaining({ id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', chain: 'solana' }),
    ])
    expect(solana[0]).not.toHaveProperty('provider')
    await embedded.rejectRpcRequests()
    expect(embedded.isLoaded()).toBe(false)
    expect(frames()).toHaveLength(0)

    await embedded.auth()
    expect(embedded.isLoaded()).toBe(true)
    expect(frames()).toHaveLength(1)
    await embedded.forNamespace('solana').getProvider(EMBEDDED_CONNECTOR_ID)
    expect(frames()).toHaveLength(1)
    embedded.destroy()
    expect(frames()).toHaveLength(0)
    expect(embedded.isLoaded()).toBe(false)
  })

  it("the eip155 entry's stand-in provider loads the runtime on its first request and keeps listeners added before", async () => {
    const { embedded } = setup()
    const provider = embedded.forNamespace('eip155').getConnectors()[0]?.provider as {
      request(args: { method: string }): Promise<unknown>
      on(event: string, listener: (...args: unknown[]) => void): unknown
    }
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    expect(embedded.isLoaded()).toBe(false)
    // A new user's wallet starts on the app's default network (localEvm, 31337), not on mainnet (issue 35).
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(embedded.isLoaded()).toBe(true)
    const real = await embedded.forNamespace('eip155').getProvider(EMBEDDED_CONNECTOR_ID)
    expect((real as unknown as { request: unknown }).request).toBeDefined()
    embedded.destroy()
  })

  it('a frame that never loads: after 20 000 ms the login request fails, and the watched modal shows the load-failed alert', async () => {
    const { embedded } = setup()
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ networks: [localEvm], accounts: [] })],
      networks: [localEvm],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
    })
    await client.ready
    watchEmbeddedWallet(client, embedded)
    const auth = await embedded.auth()
    jest.useFakeTimers()
    const login = auth.connectEmail('a@example.com')
    const settled = login.then(
      () => undefined,
      (error: Error) => error.message,
    )
    await jest.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(client.getState().modal.alert).toBeUndefined()
    await jest.advanceTimersByTimeAsync(1)
    expect(await settled).toBe('Unable to load email login dependency')
    expect(client.getState().modal.alert).toEqual({
      message: 'Unable to load email login dependency',
      variant: 'error',
    })
    embedded.destroy()
  })

  it("a refused method rejects before the frame is asked and the watched modal shows 'Action not allowed' 300 ms later", async () => {
    const { embedded } = setup()
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ networks: [localEvm], accounts: [] })],
      networks: [localEvm],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
    })
    await client.ready
    watchEmbeddedWallet(client, embedded)
    const provider = await embedded.forNamespace('eip155').getProvider(EMBEDDED_CONNECTOR_ID)
    const frameWindow = (frames()[0] as HTMLIFrameElement).contentWindow as Window
    const posted = jest.spyOn(frameWindow, 'postMessage')
    jest.useFakeTimers()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(
      RpcNotAllowedError,
    )
    const solana = await embedded.forNamespace('solana').getProvider(EMBEDDED_CONNECTOR_ID)
    await expect(
      solana.features['solana:signMessage'].signMessage({
        account: { address: 'x', publicKey: new Uint8Array(32), chains: [], features: [] },
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ details: "x is not the embedded wallet's account" })
    jest.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS - 1)
    expect(client.getState().modal.toasts).toEqual([])
    jest.advanceTimersByTime(1)
    expect(client.getState().modal.toasts.map((toast) => toast.message)).toEqual(['Action not allowed'])
    expect(posted).not.toHaveBeenCalled()
    embedded.destroy()
  })

  it("each entry carries the email login for core's email views; it loads the frame when first called", async () => {
    const { embedded } = setup()
    const [evm] = embedded.forNamespace('eip155').getConnectors()
    const [solana] = embedded.forNamespace('solana').getConnectors()
    expect(findEmailAuth([solana as Connector])).toBe(solana?.emailAuth)
    expect(embedded.isLoaded()).toBe(false)
    const auth = await evm?.emailAuth?.()
    expect(auth).toBe(await embedded.auth())
    expect(frames()).toHaveLength(1)
    embedded.destroy()
  })

  it('rejects nothing and loads nothing when the modal closes before the wallet was used', async () => {
    const { embedded } = setup()
    await expect(embedded.rejectRpcRequests()).resolves.toBeUndefined()
    expect(frames()).toHaveLength(0)
  })
})
