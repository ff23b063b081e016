import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import { WalletPortContext } from '../context.js'
import { defaultMessages } from '../messages.js'
import ConnectingExternalView from './ConnectingExternalView.js'

async function openOnMemoryWallet() {
  const setup = await createViewTestClient()
  setup.client.open()
  setup.client.selectWallet({ id: 'memory', name: 'Memory Wallet' })
  return setup
}

describe('ConnectingExternalView', () => {
  it("offers 'Get <wallet>' (its install page, in a new tab) for a wallet the directory lists", async () => {
    const { localEvm } = await import('@walletport/core/networks')
    const { createMemoryAdapter } = await import('@walletport/core/testing')
    const adapter = createMemoryAdapter({
      networks: [localEvm],
      connectors: [{ id: 'io.metamask', name: 'MetaMask' }],
    })
    const { client } = await createViewTestClient({ adapter })
    adapter.wallet.setBehavior('stall')
    client.open()
    client.selectWallet({ id: 'io.metamask', name: 'MetaMask' })
    renderView(ConnectingExternalView, client)
    const link = await screen.findByRole('link', { name: 'Get MetaMask' })
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/(chromewebstore\.google\.com|metamask\.io)/),
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("offers no 'Get' link for a wallet the directory does not list", async () => {
    const { client, adapter } = await openOnMemoryWallet()
    adapter.wallet.setBehavior('stall')
    renderView(ConnectingExternalView, client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it("shows the wallet and 'Connecting…' while the wallet is asked", async () => {
    const { client, adapter } = await openOnMemoryWallet()
    adapter.wallet.setBehavior('stall')
    renderView(ConnectingExternalView, client)
    expect(screen.getByRole('heading', { name: 'Memory Wallet' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Memory Wallet logo' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…')
    expect(screen.getByText('Accept the connection request in Memory Wallet')).toBeInTheDocument()
    expect(adapter.wallet.requests).toEqual(['connect'])
  })

  it('connects on mount, once; core then closes the modal', async () => {
    const { client, adapter } = await openOnMemoryWallet()
    renderView(ConnectingExternalView, client)
    await screen.findByRole('heading', { name: 'Memory Wallet' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(client.getState().modal.open).toBe(false)
    expect(adapter.wallet.requests.filter((request) => request === 'connect')).toHaveLength(1)
  })

  it("shows 'Connection declined' when the user rejects, and 'Try again' connects by keyboard", async () => {
    const { client, adapter } = await openOnMemoryWallet()
    adapter.wallet.setBehavior('reject')
    renderView(ConnectingExternalView, client)
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection declined')

    adapter.wallet.setBehavior('approve')
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
  })

  it("shows 'Connection failed' with the error's message for other errors", async () => {
    const { client, adapter } = await openOnMemoryWallet()
    adapter.connect = () => Promise.reject(new Error('Wallet is locked'))
    renderView(ConnectingExternalView, client)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Connection failed')
    expect(alert).toHaveTextContent('Wallet is locked')
  })
})

describe('ConnectingExternalView in strict mode', () => {
  it('asks the wallet once although effects run twice', async () => {
    const { client, adapter } = await openOnMemoryWallet()
    adapter.wallet.setBehavior('stall')
    render(
      <StrictMode>
        <WalletPortContext.Provider value={{ client, messages: defaultMessages }}>
          <ConnectingExternalView client={client} messages={defaultMessages} />
        </WalletPortContext.Provider>
      </StrictMode>,
    )
    await screen.findByRole('status')
    expect(adapter.wallet.requests.filter((request) => request === 'connect')).toHaveLength(1)
  })
})
