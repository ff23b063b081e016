import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryStorageBackend, createStorage } from '@walletport/core'
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
    expect(screen.getByRole('img', { name: 'Memory Wallet logo' })).toHaveTextContent('MR')
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

describe('ConnectView order (core decides, the view renders)', () => {
  function withWalletConnect() {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: [
        { id: 'memory', name: 'Memory Wallet' },
        { id: 'other', name: 'Other Wallet' },
      ],
    })
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => [
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ...getConnectors(),
    ]
    return adapter
  }
  const names = () => walletButtons().map((button) => button.textContent)

  it("default: the spec's order (WalletConnect, recent, installed), each row tagged, then Popular and New to wallets", async () => {
    const adapter = withWalletConnect()
    const getConnectors = adapter.getConnectors
    // Discovered in another order than the one the modal shows.
    adapter.getConnectors = () => [...getConnectors()].reverse()
    const { client } = await createViewTestClient({ adapter })
    await connectMemoryWallet(client)
    await client.disconnect()
    client.open()
    renderView(ConnectView, client)

    await screen.findByRole('button', { name: /MetaMask/ })
    expect([...document.querySelectorAll('.wp-group-label')].map((label) => label.textContent)).toEqual([
      'Popular',
    ])
    const rows = names()
    expect(rows[0]).toMatch(/^WalletConnect/)
    expect(rows[1]).toMatch(/Memory Wallet.*Works with EVM.*RecentInstalled$/)
    expect(rows[2]).toMatch(/Other Wallet.*Works with EVM.*Installed$/)
    expect(rows.slice(3, 6)).toEqual([
      expect.stringMatching(/^MetaMask/),
      expect.stringMatching(/^Trust Wallet/),
      expect.stringMatching(/^Coinbase Wallet/),
    ])
    expect(rows.at(-1)).toBe('All Wallets')

    await userEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(client.getState().modal.view).toBe('WhatIsAWallet')
  })

  it('parameters: features.connectorTypeOrder moves the groups on screen', async () => {
    const adapter = withWalletConnect()
    const getConnectors = adapter.getConnectors
    adapter.getConnectors = () => [...getConnectors()].reverse()
    const { client } = await createViewTestClient({
      adapter,
      features: { connectorTypeOrder: ['injected', 'walletConnect'], allWallets: false },
    })
    await connectMemoryWallet(client)
    await client.disconnect()
    renderView(ConnectView, client)
    // Installed wallets first in the order discovered (the recent one among them), WalletConnect after.
    expect(names()).toEqual([
      expect.stringMatching(/^OROther Wallet.*Installed$/),
      expect.stringMatching(/^MRMemory Wallet.*RecentInstalled$/),
      expect.stringMatching(/^WalletConnect/),
    ])
  })

  it('shows no Popular group when All Wallets is off', async () => {
    const { client } = await createViewTestClient({ features: { allWallets: false } })
    renderView(ConnectView, client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.querySelectorAll('.wp-group-label')).toHaveLength(0)
    expect(names()).toEqual([expect.stringMatching(/Memory Wallet/)])
  })
})

describe('ConnectView collapseWallets', () => {
  const five = () =>
    createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => ({
        id: name.toLowerCase(),
        name: `${name} Wallet`,
      })),
    })

  it('default: off, every wallet listed', async () => {
    const { client } = await createViewTestClient({ adapter: five(), features: { allWallets: false } })
    renderView(ConnectView, client)
    expect(walletButtons()).toHaveLength(5)
    expect(screen.queryByRole('button', { name: /More wallets/ })).not.toBeInTheDocument()
  })

  it('shows the first three and a button for the rest, which shows them and takes focus to the first', async () => {
    const { client } = await createViewTestClient({
      adapter: five(),
      features: { allWallets: false, collapseWallets: true },
    })
    renderView(ConnectView, client)
    expect(walletButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('One Wallet'),
      expect.stringContaining('Two Wallet'),
      expect.stringContaining('Three Wallet'),
      'More wallets2',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'More wallets 2' }))
    expect(walletButtons().map((button) => button.textContent)).toEqual(
      ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => expect.stringContaining(`${name} Wallet`)),
    )
    expect(screen.getByRole('button', { name: /Four Wallet/ })).toHaveFocus()
  })
})

describe('ConnectView legalCheckbox', () => {
  const legal = {
    features: { legalCheckbox: true },
    termsConditionsUrl: 'https://app.example/terms',
    privacyPolicyUrl: 'https://app.example/privacy',
  }

  it("keeps every connect method disabled until the terms are accepted, with the app's links", async () => {
    const { client } = await createViewTestClient(legal)
    client.open()
    renderView(ConnectView, client)
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and the Privacy Policy',
    })
    expect(box).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      legal.termsConditionsUrl,
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      legal.privacyPolicyUrl,
    )
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'All Wallets' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Get started' })).toBeEnabled()

    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: /Memory Wallet/ }))
    expect(client.getState().modal.view).toBe('ConnectingExternal')
  })

  it('is remembered by the client once accepted, and asked again when the links change', async () => {
    const { client } = await createViewTestClient(legal)
    const { unmount } = renderView(ConnectView, client)
    await userEvent.click(screen.getByRole('checkbox'))
    unmount()
    renderView(ConnectView, client)
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toBeEnabled()
    expect(client.storage.get('legal-accepted')).toEqual({
      termsConditionsUrl: legal.termsConditionsUrl,
      privacyPolicyUrl: legal.privacyPolicyUrl,
    })

    client.storage.set('legal-accepted', { termsConditionsUrl: 'https://app.example/old-terms' })
    const { unmount: unmountAgain } = renderView(ConnectView, client)
    expect(screen.getAllByRole('checkbox').at(-1)).not.toBeChecked()
    unmountAgain()
  })

  it('reads a tampered stored value as not accepted, without failing', async () => {
    const backend = createMemoryStorageBackend()
    const storage = createStorage({ backend })
    const { client } = await createViewTestClient({ ...legal, storage })
    for (const tampered of [
      '{',
      'true',
      '{"v":1,"value":{"termsConditionsUrl":5}}',
      '{"v":1,"value":null}',
    ]) {
      backend.setItem('@walletport/legal-accepted', tampered)
      const { unmount } = renderView(ConnectView, client)
      expect(screen.getByRole('checkbox')).not.toBeChecked()
      expect(screen.getByRole('button', { name: /Memory Wallet/ })).toBeDisabled()
      unmount()
    }
  })

  it('shows only the link the app gives', async () => {
    const { client } = await createViewTestClient({
      features: { legalCheckbox: true },
      privacyPolicyUrl: 'https://app.example/privacy',
    })
    renderView(ConnectView, client)
    expect(screen.getByRole('checkbox', { name: 'I have read the Privacy Policy' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument()
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
    return [...document.querySelectorAll('.wp-connect-methods > *')].map((element) =>
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
