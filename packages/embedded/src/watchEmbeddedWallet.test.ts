import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortClient,
} from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import type { EmbeddedRuntimeEvents } from './createEmbeddedRuntime.js'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameAppearance } from './frame/createAppearanceSync.js'
import {
  ACTION_NOT_ALLOWED_DELAY_MS,
  frameFailureAlerts,
  watchEmbeddedWallet,
} from './watchEmbeddedWallet.js'

type Events = EmbeddedRuntimeEvents

/** The wallet's event side only: what the frame runtime would emit. */
function createEventSource() {
  const listeners = new Map<keyof Events, Set<(...args: never[]) => void>>()
  const appearances: FrameAppearance[] = []
  const wallet = {
    setAppearance: (appearance: FrameAppearance) => appearances.push(appearance),
    on(event: keyof Events, listener: (...args: never[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return () => listeners.get(event)?.delete(listener)
    },
  } as unknown as EmbeddedWallet
  const emit = <E extends keyof Events>(event: E, ...args: Parameters<Events[E]>) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as unknown as (...values: typeof args) => void)(...args)
  }
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return { wallet, emit, count, appearances }
}

/** A memory adapter whose one connector is an AUTH entry, as the embedded wallet's is. */
function authAdapter() {
  const adapter = createMemoryAdapter({
    networks: [localEvm],
    accounts: [],
    connectors: [{ id: 'email', name: 'Email' }],
  })
  return {
    ...adapter,
    getConnectors: () =>
      adapter.getConnectors().map((connector) => ({ ...connector, type: 'AUTH' as const })),
  }
}

async function setup() {
  const client = createWalletPort({
    adapters: [authAdapter()],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
  })
  await client.ready
  const source = createEventSource()
  const stop = watchEmbeddedWallet(client, source.wallet)
  return { client, ...source, stop }
}

const toasts = (client: WalletPortClient) => client.getState().modal.toasts.map((toast) => toast.message)
const modal = (client: WalletPortClient) => {
  const { open, view } = client.getState().modal
  return { open, view }
}

afterEach(() => {
  jest.useRealTimers()
})

describe('watchEmbeddedWallet', () => {
  it("shows 'Action not allowed' 300 ms after a refused RPC method, not before", async () => {
    const { client, emit } = await setup()
    jest.useFakeTimers()
    emit('actionNotAllowed', 'eth_sign')
    jest.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS - 1)
    expect(toasts(client)).toEqual([])
    jest.advanceTimersByTime(1)
    expect(toasts(client)).toEqual(['Action not allowed'])
    expect(client.getState().modal.toasts[0]?.variant).toBe('error')
  })

  it('shows one toast per refusal, each on its own 300 ms', async () => {
    const { client, emit } = await setup()
    jest.useFakeTimers()
    emit('actionNotAllowed', 'eth_sign')
    jest.advanceTimersByTime(200)
    emit('actionNotAllowed', 'eth_signTransaction')
    jest.advanceTimersByTime(100)
    expect(toasts(client)).toEqual(['Action not allowed'])
    jest.advanceTimersByTime(200)
    expect(toasts(client)).toEqual(['Action not allowed', 'Action not allowed'])
  })

  it.each(Object.entries(frameFailureAlerts))('opens an error alert for %s', async (reason, message) => {
    const { client, emit } = await setup()
    emit('timeout', reason as keyof typeof frameFailureAlerts)
    expect(client.getState().modal.alert).toEqual({ message, variant: 'error' })
  })

  it("names the load failure with the spec's text", () => {
    expect(frameFailureAlerts.iframe_load_failed).toBe('Unable to load email login dependency')
  })

  it('opens ApproveTransaction when the frame shows itself over a closed modal, and closes it when it hides', async () => {
    const { client, emit } = await setup()
    emit('visibility', true)
    expect(modal(client)).toEqual({ open: true, view: 'ApproveTransaction' })
    emit('visibility', false)
    expect(modal(client).open).toBe(false)
  })

  it('over an open modal pushes ApproveTransaction, then goes back to the view it came from', async () => {
    const { client, emit } = await setup()
    client.open({ view: 'Networks' })
    emit('visibility', true)
    expect(modal(client)).toEqual({ open: true, view: 'ApproveTransaction' })
    emit('visibility', true)
    expect(client.getState().modal.history.filter((view) => view === 'ApproveTransaction')).toHaveLength(1)
    emit('visibility', false)
    expect(modal(client)).toEqual({ open: true, view: 'Networks' })
  })

  it('labels the dialog with what the frame asks: its screen goes into the router data, replaced as it changes', async () => {
    const { client, emit } = await setup()
    emit('visibility', true, 'createPassphrase')
    expect(client.getState().modal).toMatchObject({
      open: true,
      view: 'ApproveTransaction',
      data: { frameScreen: 'createPassphrase' },
    })
    emit('visibility', true, 'createPassphrase')
    emit('visibility', true, 'confirm')
    expect(client.getState().modal.data).toEqual({ frameScreen: 'confirm' })
    expect(client.getState().modal.history.filter((view) => view === 'ApproveTransaction')).toHaveLength(1)
    emit('visibility', false)
    expect(modal(client).open).toBe(false)
  })

  it("hands the frame the modal's theme and locale at once and at each change, and nothing when neither changed", async () => {
    const { client, appearances } = await setup()
    expect(appearances).toEqual([{ themeMode: undefined, themeVariables: {}, locale: undefined }])
    client.setThemeMode('dark')
    client.setThemeVariables({ '--wp-accent': '#ff0066' })
    client.setLocale('he')
    client.open({ view: 'Networks' })
    expect(appearances.slice(1)).toEqual([
      { themeMode: 'dark', themeVariables: {}, locale: undefined },
      { themeMode: 'dark', themeVariables: { '--wp-accent': '#ff0066' }, locale: undefined },
      { themeMode: 'dark', themeVariables: { '--wp-accent': '#ff0066' }, locale: 'he' },
    ])
  })

  it('leaves the modal alone when the frame hides while another view is shown', async () => {
    const { client, emit } = await setup()
    emit('visibility', true)
    client.router.push('Networks')
    emit('visibility', false)
    expect(modal(client)).toEqual({ open: true, view: 'Networks' })
  })

  it('the returned stop unsubscribes and cancels a toast still waiting', async () => {
    const { client, emit, stop, count } = await setup()
    jest.useFakeTimers()
    emit('actionNotAllowed', 'eth_sign')
    stop()
    expect(count()).toBe(0)
    jest.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS * 2)
    expect(toasts(client)).toEqual([])
  })

  it("fills the account state's farcasterUrl from the wallet's Farcaster sign-in, and clears it after", async () => {
    const { client, emit } = await setup()
    const url = 'http://127.0.0.1:8560/~/siwf?channelToken=abc'
    emit('farcasterUrl', url)
    expect(client.getState().chains.eip155?.accountState.farcasterUrl).toBe(url)
    emit('farcasterUrl', undefined)
    expect(client.getState().chains.eip155?.accountState.farcasterUrl).toBeUndefined()
  })
})
