import { screen, within } from '@testing-library/react'
import type { ImageRegistries } from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import AccountView from './AccountView.js'
import ConnectingExternalView from './ConnectingExternalView.js'
import ConnectView from './ConnectView.js'
import NetworksView from './NetworksView.js'

const images: ImageRegistries = {
  wallets: { memory: '/img/memory-wallet.svg' },
  connectors: { 'brand-7': 'https://img.example/brand-7.png' },
  networks: { [localEvm2.caipNetworkId]: '/img/evm-two.svg' },
  chains: { eip155: 'data:image/svg+xml,%3Csvg%20id%3D%22evm%22%2F%3E' },
  tokens: { USDC: '/img/usdc.svg', ETH: '/img/eth.svg' },
}

function announceBrand(adapter: ReturnType<typeof createMemoryAdapter>) {
  adapter.wallet.announce({
    id: 'brand',
    name: 'Brand Wallet',
    imageId: 'brand-7',
    imageUrl: 'https://own.example/icon.png',
  } as never)
}

describe('the modal draws the images core resolves from options.images', () => {
  it("shows a connector's imageId image, a wallet's registry image, and the monogram where neither has one", async () => {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: [
        { id: 'memory', name: 'Memory Wallet' },
        { id: 'plain', name: 'Plain Wallet' },
      ],
    })
    const { client } = await createViewTestClient({ adapter, images })
    announceBrand(adapter)
    renderView(ConnectView, client)

    const brand = await screen.findByRole('img', { name: 'Brand Wallet logo' })
    expect(brand).toHaveAttribute('src', 'https://img.example/brand-7.png')
    expect(screen.getByRole('img', { name: 'Memory Wallet logo' })).toHaveAttribute(
      'src',
      '/img/memory-wallet.svg',
    )
    const plain = screen.getByRole('img', { name: 'Plain Wallet logo' })
    expect(plain.tagName).toBe('SPAN')
    expect(plain).toHaveTextContent('PN')
  })

  it("keeps the wallet's own icon when the app has no entry for it", async () => {
    const { client, adapter } = await createViewTestClient()
    announceBrand(adapter)
    renderView(ConnectView, client)
    expect(await screen.findByRole('img', { name: 'Brand Wallet logo' })).toHaveAttribute(
      'src',
      'https://own.example/icon.png',
    )
  })

  it('draws the chain registry image in the chain badges', async () => {
    const { client } = await createViewTestClient({ images })
    renderView(ConnectView, client)
    const row = screen.getByRole('button', { name: /Memory Wallet/ })
    const badge = row.querySelector('.wp-chain-badges img')
    expect(badge).toHaveAttribute('src', images.chains?.eip155)
  })

  it('shows the connecting wallet through the registries too', async () => {
    const { client, adapter } = await createViewTestClient({ images })
    announceBrand(adapter)
    client.open()
    const connector = client.getState().connectors.find((entry) => entry.id === 'brand')
    client.router.push('ConnectingExternal', { connector } as never)
    renderView(ConnectingExternalView, client)
    expect(screen.getByRole('img', { name: 'Brand Wallet logo' })).toHaveAttribute(
      'src',
      'https://img.example/brand-7.png',
    )
  })

  it("lists a network with the app's network image, the others with their chain's", async () => {
    const { client } = await createViewTestClient({ images })
    client.open()
    renderView(NetworksView, client)
    const row = (name: string) => screen.getByText(name, { selector: '.wp-list-item-name' }).closest('button')
    const two = row(localEvm2.name)
    expect(two?.querySelector('img.wp-network-image')).toHaveAttribute('src', '/img/evm-two.svg')
    const one = row(localEvm.name)
    expect(one?.querySelector('img.wp-network-image')).toHaveAttribute('src', images.chains?.eip155)
  })

  it("draws the tokens' images by symbol, the native coin's too", async () => {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      accounts: ['mem0123456789abcdef'],
      balances: { mem0123456789abcdef: 10n ** 18n },
    })
    adapter.getTokenBalances = async () => [
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: localEvm.caipNetworkId,
        address: 'mem00c0',
        price: 1,
        quantity: { decimals: 6, numeric: '12.5' },
      },
    ]
    const { client } = await createViewTestClient({ adapter, images })
    await connectMemoryWallet(client)
    client.open()
    renderView(AccountView, client)
    const list = await screen.findByRole('list', { name: 'Tokens' })
    await within(list).findByText('USD Coin')
    const sources = [...list.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(sources).toEqual(['/img/eth.svg', '/img/usdc.svg'])
  })
})
