import { createWalletPort } from '../client/createWalletPort.js'
import { bitcoin, bitcoinRegtest, localEvm, localEvm2, mainnet } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { getReceiveNetworks } from './getReceiveNetworks.js'

describe('getReceiveNetworks', () => {
  it('lists the network first, then every other network of the namespace the address is valid on', () => {
    const evm = createMemoryAdapter({
      networks: [localEvm, localEvm2, mainnet],
      addressPattern: /^0x[0-9a-f]{40}$/i,
    })
    const btc = createMemoryAdapter({ namespace: 'bip122', networks: [bitcoin, bitcoinRegtest] })
    // A Bitcoin address carries its network: regtest's bcrt1 is not valid on mainnet.
    btc.validateAddress = ({ address, network }) => {
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
    expect(getReceiveNetworks(client, { address, network: localEvm2 }).map((n) => n.caipNetworkId)).toEqual([
      localEvm2.caipNetworkId,
      localEvm.caipNetworkId,
      mainnet.caipNetworkId,
    ])
    expect(
      getReceiveNetworks(client, { address: 'bcrt1qxyz', network: bitcoinRegtest }).map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual([bitcoinRegtest.caipNetworkId])
    client.destroy()
  })
})
