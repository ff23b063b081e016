import { createWalletPort } from '../client/createWalletPort.js'
import { bitcoin, bitcoinRegtest, localEvm, localEvm2, mainnet } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { getReceiveNetworks } from './getReceiveNetworks.js'

describe('getReceiveNetworks', () => {
  it('lists the network first, then every other network of the namespace the address is valid on', async () => {
    const evm = createMemoryAdapter({
      networks: [localEvm, localEvm2, mainnet],
      addressPattern: /^0x[0-9a-f]{40}$/i,
    })
    const btc = createMemoryAdapter({ namespace: 'bip122', networks: [bitcoin, bitcoinRegtest] })
    // A Bitcoin address carries its network: regtest's bcrt1 is not valid on mainnet. Checked asynchronously, as an
    // adapter whose codec loads on first use does.
    btc.validateAddress = async ({ address, network }) => {
      await Promise.resolve()
      if (!address.startsWith(network.caipNetworkId === bitcoin.caipNetworkId ? 'bc1' : 'bcrt1')) {
        throw new Error('wrong network')
      }
    }
    const client = createWalletPort({
      adapters: [evm, btc],
      networks: [localEvm, localEvm2, mainnet, bitcoin, bitcoinRegtest],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      enableWalletConnect: false,
    })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(
      (await getReceiveNetworks(client, { address, network: localEvm2 })).map((n) => n.caipNetworkId),
    ).toEqual([localEvm2.caipNetworkId, localEvm.caipNetworkId, mainnet.caipNetworkId])
    expect(
      (await getReceiveNetworks(client, { address: 'bcrt1qxyz', network: bitcoinRegtest })).map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual([bitcoinRegtest.caipNetworkId])
    expect(
      (await getReceiveNetworks(client, { address: 'bc1qxyz', network: bitcoin })).map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual([bitcoin.caipNetworkId])
    client.destroy()
  })
})
