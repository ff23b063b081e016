import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { WalletPortOptions } from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import AccountView from './AccountView.js'

const address = 'mem0123456789abcdef'
const ether = 10n ** 18n

function memoryAdapter(options: { names?: Record<string, string> } = {}) {
  return createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [address, 'mem0002'],
    balances: { [address]: 3n * ether + ether / 2n },
    ...options,
  })
}

async function connected(adapter = memoryAdapter(), options: Partial<WalletPortOptions> = {}) {
  const setup = await createViewTestClient({ adapter, ...options })
  await connectMemoryWallet(setup.client)
  setup.client.open()
  return setup
}

describe('AccountView', () => {
  it('shows the address shortened, the balance with its symbol and the network', async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    expect(screen.getByRole('heading', { name: 'mem012…cdef' })).toBeInTheDocument()
    expect(document.querySelector('.wp-account-balance')).toHaveTextContent('3.5 ETH')
    expect(screen.getByRole('button', { name: 'Switch Network: EVM Local' })).toHaveTextContent('EVM Local')
  })

  it('copies the full address with the labelled copy button', async () => {
    const { client } = await connected()
    const user = userEvent.setup()
    renderView(AccountView, client)
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(address)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('shows the profile name and an avatar with alt text', async () => {
    // Core looks identities up on mainnets only: the local chain posing as one.
    const localMainnet = { ...localEvm, testnet: false }
    const adapter = createMemoryAdapter({
      networks: [localMainnet, localEvm2],
      accounts: [address],
      names: { [address]: 'alice.eth' },
    })
    const { client } = await createViewTestClient({ adapter, networks: [localMainnet, localEvm2] })
    await connectMemoryWallet(client)
    renderView(AccountView, client)
    expect(await screen.findByRole('heading', { name: 'alice.eth' })).toBeInTheDocument()
    expect(screen.getByText('mem012…cdef')).toBeInTheDocument()
    const avatar = screen.getByRole('img', { name: 'Account avatar' })
    expect(avatar).toHaveClass('wp-address-avatar')
    expect(avatar.style.background).toContain('radial-gradient')
  })

  it('opens the network list from the network switcher', async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    await userEvent.click(screen.getByRole('button', { name: /Switch Network/ }))
    expect(client.getState().modal.view).toBe('Networks')
  })

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    const user = userEvent.setup()
    const tabs = within(screen.getByRole('tablist', { name: 'Account sections' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[1]).toHaveAttribute('tabindex', '-1')

    tabs[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    // The memory adapter has no NFT lookup and the app no indexer: the panel says so, not that there are none.
    expect(await screen.findByText('NFTs are not available on this network')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(tabs[2]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Activity')
  })

  it('lists the native balance on Tokens (never "No tokens yet" under a balance)', async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    const list = within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Tokens' })
    expect(within(list).getByRole('listitem')).toHaveTextContent('Ether3.5 ETH')
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('No tokens yet')
  })

  it("lists the account's token balances", async () => {
    const adapter = memoryAdapter()
    adapter.getTokenBalances = async () => [
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: localEvm.caipNetworkId,
        address: 'mem00c0',
        value: 12.5,
        price: 1,
        quantity: { decimals: 6, numeric: '12.5' },
      },
    ]
    const { client } = await connected(adapter)
    renderView(AccountView, client)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    expect(list).toHaveTextContent('USD Coin')
    expect(list).toHaveTextContent('12.5 USDC')
    expect(list).toHaveTextContent('$12.50')
  })

  it('disconnects with the Disconnect button', async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected'))
  })
})

describe('AccountView options', () => {
  const actions = () =>
    [...document.querySelectorAll('.wp-account-actions .wp-button')].map((button) => button.textContent)

  it("features.walletFeaturesOrder: default, the project's order (Buy, Swap, Receive, Send; those served)", async () => {
    const { client } = await connected()
    renderView(AccountView, client)
    expect(actions()).toEqual(['Receive', 'Send'])
  })

  it('features.walletFeaturesOrder: the buttons follow it', async () => {
    const { client } = await connected(memoryAdapter(), {
      features: { walletFeaturesOrder: ['send', 'receive'] },
    })
    renderView(AccountView, client)
    expect(actions()).toEqual(['Send', 'Receive'])
  })

  it('features.history false: no Activity tab, no history fetched, arrows move over the tabs shown', async () => {
    const adapter = memoryAdapter()
    let fetched = 0
    const getHistory = adapter.getHistory
    if (!getHistory) throw new Error('The memory adapter reads history')
    adapter.getHistory = (...args) => {
      fetched += 1
      return getHistory(...args)
    }
    const { client } = await connected(adapter, { features: { history: false } })
    renderView(AccountView, client)
    const tabs = within(screen.getByRole('tablist', { name: 'Account sections' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    tabs[0]?.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    expect(fetched).toBe(0)
    expect(client.getState().history.transactions).toEqual([])
  })
})

describe('AccountView activity', () => {
  async function openActivity(adapter = memoryAdapter()) {
    const setup = await connected(adapter)
    renderView(AccountView, setup.client)
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    return setup
  }

  it('groups the history by month under labels like "November 2023"', async () => {
    const adapter = memoryAdapter()
    const setup = await connected(adapter)
    await setup.client.sendTransaction({ to: 'mem0002', value: ether })
    renderView(AccountView, setup.client)
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const month = await screen.findByRole('region', { name: 'November 2023' })
    expect(within(month).getByRole('heading', { name: 'November 2023' })).toBeInTheDocument()
    const row = within(month).getByRole('listitem')
    expect(row).toHaveTextContent(/^Sent.+1 ETH$/)
    expect(row.querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^2023-11/))
  })

  it('loads the next page when more exists (button where IntersectionObserver is missing)', async () => {
    const adapter = memoryAdapter()
    const setup = await connected(adapter)
    for (let index = 0; index < 3; index++)
      await setup.client.sendTransaction({ to: 'mem0002', value: ether })
    renderView(AccountView, setup.client)
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const month = await screen.findByRole('region', { name: 'November 2023' })
    expect(within(month).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(month).getAllByRole('listitem')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('shows an empty state when there is no activity', async () => {
    await openActivity()
    expect(await screen.findByText('No activity yet')).toBeInTheDocument()
  })

  it('shows a loading state while the first page loads', async () => {
    const adapter = memoryAdapter()
    adapter.getHistory = () => new Promise(() => {})
    await openActivity(adapter)
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading…')
  })

  it("shows 'Failed to fetch transactions' when the history cannot load", async () => {
    const adapter = memoryAdapter()
    adapter.getHistory = () => Promise.reject(new Error('indexer down'))
    await openActivity(adapter)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch transactions')
  })
})
