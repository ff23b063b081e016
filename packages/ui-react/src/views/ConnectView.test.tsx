import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import { defaultMessages } from '../messages.js'
import ConnectView from './ConnectView.js'

function walletButtons() {
  return within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
}

describe('ConnectView', () => {
  it('lists the connectors in core order, each a button with the wallet logo', async () => {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: [
        { id: 'memory', name: 'Memory Wallet' },
        { id: 'other', name: 'Other Wallet' },
      ],
    })
    const { client } = await createViewTestClient({ adapter })
    renderView(ConnectView, client)

    const names = client.getState().connectors.map((connector) => connector.name)
    const buttons = walletButtons()
    expect(buttons.slice(0, names.length).map((button) => button.textContent)).toEqual(
      names.map((name) => expect.stringContaining(name)),
    )
    expect(screen.getByRole('img', { name: 'Memory Wallet logo' })).toHaveTextContent('MW')
  })

  it("shows the wallet's own icon when the connector gives one", async () => {
    const { client, adapter } = await createViewTestClient()
    adapter.wallet.announce({
      id: 'iconic',
      name: 'Iconic',
      imageUrl: 'data:image/svg+xml,%3Csvg/%3E',
    } as never)
    renderView(ConnectView, client)
    const image = await screen.findByRole('img', { name: 'Iconic logo' })
    expect(image.tagName).toBe('IMG')
    expect(image).toHaveAttribute('src', 'data:image/svg+xml,%3Csvg/%3E')
  })

  it('marks installed wallets, and the recent wallet once it connected', async () => {
    const { client } = await createViewTestClient()
    const { unmount } = renderView(ConnectView, client)
    const memory = screen.getByRole('button', { name: /Memory Wallet/ })
    expect(memory).toHaveTextContent('Installed')
    expect(memory).not.toHaveTextContent('Recent')
    unmount()

    await connectMemoryWallet(client)
    await client.disconnect()
    renderView(ConnectView, client)
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toHaveTextContent('Recent')
  })

  it('routes a chosen wallet through core to ConnectingExternal, by keyboard too', async () => {
    const { client } = await createViewTestClient()
    client.open()
    renderView(ConnectView, client)
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(client.getState().modal.view).toBe('ConnectingExternal')
    expect(client.getState().modal.data?.connector?.id).toBe('memory')
  })

  it("offers 'All Wallets' only when the feature is on, and opens the wallet list", async () => {
    const { client } = await createViewTestClient()
    client.open()
    renderView(ConnectView, client)
    await userEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(client.getState().modal.view).toBe('AllWallets')

    const off = await createViewTestClient({ features: { allWallets: false } })
    renderView(ConnectView, off.client)
    expect(screen.getAllByRole('button', { name: 'All Wallets' })).toHaveLength(1)
  })

  it('shows no email or social entry without an auth connector', async () => {
    const { client } = await createViewTestClient({ features: { email: true } })
    renderView(ConnectView, client)
    expect(screen.queryByRole('button', { name: 'Continue with email' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue with a social account' })).not.toBeInTheDocument()
  })

  it('renders every string from the messages it is given', async () => {
    const { client } = await createViewTestClient()
    renderView(ConnectView, client, {
      messages: {
        ...defaultMessages,
        allWallets: 'Alle Wallets',
        installed: 'Installiert',
        wallets: 'Wallets',
      },
    })
    expect(screen.getByRole('button', { name: 'Alle Wallets' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toHaveTextContent('Installiert')
  })
})

describe('ConnectView groups', () => {
  it('groups Recent, Installed and Popular (the directory), each row with its chains, then New to wallets', async () => {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: [
        { id: 'memory', name: 'Memory Wallet' },
        { id: 'other', name: 'Other Wallet' },
      ],
    })
    const { client } = await createViewTestClient({ adapter })
    await connectMemoryWallet(client)
    await client.disconnect()
    client.open()
    renderView(ConnectView, client)

    const labels = () => [...document.querySelectorAll('.wp-group-label')].map((label) => label.textContent)
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(labels()).toEqual(['Recent', 'Installed', 'Popular'])
    const rows = walletButtons().map((button) => button.textContent)
    expect(rows[0]).toMatch(/Memory Wallet.*Works with EVM.*Recent, Installed$/)
    expect(rows[1]).toMatch(/Other Wallet.*Works with EVM.*Installed$/)
    expect(rows.slice(2, 5)).toEqual([
      expect.stringMatching(/^MetaMask/),
      expect.stringMatching(/^Trust Wallet/),
      expect.stringMatching(/^Coinbase Wallet/),
    ])
    expect(rows.at(-1)).toBe('All Wallets')

    await userEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(client.getState().modal.view).toBe('WhatIsAWallet')
  })

  it('shows no Popular group when All Wallets is off', async () => {
    const { client } = await createViewTestClient({ features: { allWallets: false } })
    renderView(ConnectView, client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect([...document.querySelectorAll('.wp-group-label')].map((label) => label.textContent)).toEqual([
      'Installed',
    ])
  })
})

describe('ConnectView connect methods', () => {
  function withAuthConnector() {
    const adapter = createMemoryAdapter({ networks: [localEvm, localEvm2] })
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => [
      ...getConnectors(),
      { id: 'embedded', name: 'Embedded Wallet', type: 'AUTH', chain: 'eip155' },
    ]
    return adapter
  }

  function methodOrder() {
    return [...document.querySelectorAll('.wp-connect > :not(.wp-new-to-wallets)')].map((element) =>
      element.tagName === 'UL' ? 'wallet' : element.textContent,
    )
  }

  it('shows wallet, email, social in that order when an injected wallet is shown', async () => {
    const { client } = await createViewTestClient({ adapter: withAuthConnector() })
    renderView(ConnectView, client)
    expect(methodOrder()).toEqual(['wallet', 'Continue with email', 'Continue with a social account'])
    expect(screen.queryByRole('button', { name: /Embedded Wallet/ })).not.toBeInTheDocument()
  })

  it('follows features.connectMethodsOrder and opens the email view', async () => {
    const { client } = await createViewTestClient({
      adapter: withAuthConnector(),
      features: { connectMethodsOrder: ['email', 'social', 'wallet'] },
    })
    client.open()
    renderView(ConnectView, client)
    expect(methodOrder()).toEqual(['Continue with email', 'Continue with a social account', 'wallet'])
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    expect(client.getState().modal.view).toBe('EmailLogin')
  })
})
