import '@testing-library/jest-dom'
import { act, screen, waitFor } from '@testing-library/react'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortClient,
  type WalletPortInitialState,
} from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { TEST_ADDRESS } from '../test/createTestClient.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { WalletPortProvider } from './WalletPortProvider.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

const initialState: WalletPortInitialState = {
  connections: { eip155: { connectorId: 'memory', address: TEST_ADDRESS } },
  activeCaipNetworkId: localEvm2.caipNetworkId,
}

/** The app's client as a Next.js page makes it, on the server (no wallet) or in the browser (authorised wallet). */
function createClient(side: 'server' | 'browser'): WalletPortClient {
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  if (side === 'browser') storage.set('connected-connector-ids', { eip155: 'memory' })
  return createWalletPort({
    adapters: [
      createMemoryAdapter({
        networks: [localEvm, localEvm2],
        accounts: [TEST_ADDRESS],
        addressPattern,
        authorized: side === 'browser',
        balances: { [TEST_ADDRESS]: 1_234_500_000_000_000_000n },
      }),
    ],
    networks: [localEvm, localEvm2],
    storage,
    initialState,
    platform: { isServer: () => side === 'server' },
  })
}

const app = (client: WalletPortClient) => (
  <WalletPortProvider client={client}>
    <ConnectButton />
    <NetworkButton />
  </WalletPortProvider>
)

describe('server render from the initial state (cookieToInitialState)', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
  })

  it('renders the account on the server, hydrates with no mismatch and no Connect Wallet, then shows the balance', async () => {
    const server = createClient('server')
    await server.ready
    const html = renderToString(app(server))
    expect(html).toContain('0xC02a…6Cc2')
    expect(html).toContain('EVM Local 2')
    expect(html).not.toContain('Connect Wallet')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const serverButton = screen.getByRole('button', { name: /0xC02a…6Cc2/ })

    const errors = jest.spyOn(console, 'error')
    const recoverable: unknown[] = []
    const seen: string[] = []
    const browser = createClient('browser')
    const unsubscribe = browser.subscribe(() => {
      seen.push(container.textContent ?? '')
    })
    try {
      await act(async () => {
        root = hydrateRoot(container, app(browser), {
          onRecoverableError: (error) => recoverable.push(error),
        })
      })
      expect(errors).not.toHaveBeenCalled()
      expect(recoverable).toEqual([])
    } finally {
      errors.mockRestore()
    }
    expect(screen.getByRole('button', { name: /0xC02a…6Cc2/ })).toBe(serverButton)
    await act(() => browser.ready)
    await waitFor(() => expect(serverButton).toHaveTextContent('1.2345'))
    expect(browser.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(seen.filter((text) => text.includes('Connect Wallet'))).toEqual([])
    unsubscribe()
    browser.destroy()
    server.destroy()
  })

  it('a wallet that no longer authorises the site turns the seeded account into Connect Wallet after hydration', async () => {
    const browser = createWalletPort({
      adapters: [
        createMemoryAdapter({ networks: [localEvm, localEvm2], accounts: [TEST_ADDRESS], addressPattern }),
      ],
      networks: [localEvm, localEvm2],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      initialState,
      platform: { isServer: () => false },
    })
    const server = createClient('server')
    const container = document.createElement('div')
    container.innerHTML = renderToString(app(server))
    document.body.appendChild(container)
    await act(async () => {
      root = hydrateRoot(container, app(browser))
    })
    await act(() => browser.ready)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    browser.destroy()
    server.destroy()
  })
})
