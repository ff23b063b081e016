import { screen, within } from '@testing-library/react'
import { defineNetwork, type NamespaceInfo } from '@walletport/core'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import ConnectView from './ConnectView.js'
import NetworksView from './NetworksView.js'

const tezos = defineNetwork({
  id: 'NetXdQprcVkpaWU',
  chainNamespace: 'tezos',
  name: 'Tezos Mainnet',
  nativeCurrency: { name: 'Tez', symbol: 'XTZ', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8732'] } },
})
const TEZOS_ICON = 'https://tezos.example/mark.svg'

/** A client whose only chain is a namespace WalletPort knows nothing of, its adapter declaring `namespaceInfo`. */
async function setup(namespaceInfo?: NamespaceInfo) {
  const adapter = {
    ...createMemoryAdapter({
      namespace: 'tezos',
      networks: [tezos],
      connectors: [{ id: 'temple', name: 'Temple' }],
    }),
    ...(namespaceInfo && { namespaceInfo }),
  }
  return createViewTestClient({ adapter, networks: [tezos], enableWalletConnect: false })
}

describe('a third-party namespace in the modal', () => {
  it("default: the wallet's chain badge shows the declared icon and reads the declared name", async () => {
    const { client } = await setup({ name: 'Tezos', icon: TEZOS_ICON })
    renderView(ConnectView, client)
    const wallet = await screen.findByRole('button', { name: /Temple/ })
    expect(wallet).toHaveTextContent('Works with Tezos')
    const badge = wallet.querySelector('.wp-chain-badges img')
    expect(badge).toHaveAttribute('src', TEZOS_ICON)
    expect(badge).toHaveAttribute('alt', '')
  })

  it("default: the network list shows the network's name beside the declared icon", async () => {
    const { client } = await setup({ name: 'Tezos', icon: TEZOS_ICON })
    renderView(NetworksView, client)
    const item = within(screen.getByRole('list', { name: 'Networks' })).getByRole('button', {
      name: /Tezos Mainnet/,
    })
    expect(item.querySelector('img.wp-network-image')).toHaveAttribute('src', TEZOS_ICON)
  })

  it('parameters: without namespaceInfo the badge reads the bare namespace and shows no image', async () => {
    const { client } = await setup()
    renderView(ConnectView, client)
    const wallet = await screen.findByRole('button', { name: /Temple/ })
    expect(wallet).toHaveTextContent('Works with tezos')
    expect(wallet.querySelector('.wp-chain-badges img')).toBeNull()
  })
})
