import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import { walletDirectory } from '../wallets/directory.js'
import AllWalletsView from './AllWalletsView.js'

async function walletNames() {
  const list = await screen.findByRole('list', { name: 'Wallets' })
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.wp-list-item-name')?.textContent)
}

describe('AllWalletsView', () => {
  afterEach(() => {
    jest.useRealTimers()
  })

  it('shows the 4 recommended wallets first, then the first page of 40', async () => {
    const { client } = await createViewTestClient({ featuredWalletIds: ['leather'] })
    renderView(AllWalletsView, client)
    const names = await walletNames()
    expect(names).toHaveLength(40)
    expect(names.slice(0, 4)).toEqual(['Leather', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
    expect(names.filter((name) => name === 'Leather')).toHaveLength(1)
  })

  it("loads the next page with the 'Load more' button where IntersectionObserver is missing", async () => {
    const { client } = await createViewTestClient()
    renderView(AllWalletsView, client)
    await walletNames()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await walletNames()).toHaveLength(walletDirectory.length)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
    class TestIntersectionObserver {
      targets: Element[] = []
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this)
      }
      observe(target: Element) {
        this.targets.push(target)
      }
      disconnect() {
        this.targets = []
      }
    }
    Object.assign(window, { IntersectionObserver: TestIntersectionObserver })
    try {
      const { client } = await createViewTestClient()
      renderView(AllWalletsView, client)
      expect(await walletNames()).toHaveLength(40)
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
      const observer = observers.find((candidate) => candidate.targets.length > 0)
      const target = observer?.targets[0] as Element
      act(() =>
        observer?.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          observer as never,
        ),
      )
      expect(await walletNames()).toHaveLength(walletDirectory.length)
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver')
    }
  })

  it('searches 300 ms after the last keystroke', async () => {
    jest.useFakeTimers()
    const { client } = await createViewTestClient()
    renderView(AllWalletsView, client)
    await walletNames()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'rabby')
    act(() => jest.advanceTimersByTime(299))
    expect(await walletNames()).toHaveLength(40)
    act(() => jest.advanceTimersByTime(1))
    expect(await walletNames()).toEqual(['Rabby Wallet'])
  })

  it("says 'No wallet found' when the search matches nothing", async () => {
    const { client } = await createViewTestClient()
    renderView(AllWalletsView, client)
    await walletNames()
    await userEvent.type(screen.getByRole('searchbox'), 'no such wallet')
    expect(await screen.findByText('No wallet found')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Wallets' })).not.toBeInTheDocument()
  })

  it('hands the chosen wallet to core, reachable by keyboard (GetWallet without a connector or WalletConnect)', async () => {
    const { client } = await createViewTestClient()
    client.open({ view: 'AllWallets' })
    renderView(AllWalletsView, client)
    await walletNames()
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('searchbox')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: /MetaMask/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(client.getState().modal.view).toBe('GetWallet')
    expect(client.getState().modal.data?.wallet).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
  })

  it('leaves out the wallets the app excludes', async () => {
    const { client } = await createViewTestClient({ excludeWalletIds: ['metamask'] })
    renderView(AllWalletsView, client)
    expect(await walletNames()).not.toContain('MetaMask')
  })

  it("draws each wallet's bundled mark (inline SVG, nothing fetched), a letter tile without one", async () => {
    const { client } = await createViewTestClient()
    renderView(AllWalletsView, client)
    const metaMask = await screen.findByRole('img', { name: 'MetaMask logo' })
    await waitFor(() => expect(metaMask.querySelector('svg')).not.toBeNull())
    expect(document.querySelector('.wp-wallet-grid img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Brave Wallet logo' }).querySelector('svg')).not.toBeNull()
    // Bitget (no mark in the bundled libraries) and Brave used to share 'BW'.
    expect(screen.getByRole('img', { name: 'Bitget Wallet logo' })).toHaveTextContent('BT')
  })
})
