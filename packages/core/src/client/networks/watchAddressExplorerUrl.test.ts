import { localEvm, localEvm2 } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import { getAddressExplorerUrl } from './getAddressExplorerUrl.js'

const explorer = (url: string) => ({ default: { name: 'Explorer', url } })
const one: Network = { ...localEvm, blockExplorers: explorer('https://one.example/') }
const two: Network = { ...localEvm2, blockExplorers: explorer('https://two.example/scan') }

async function start(networks: readonly Network[]) {
  const adapter = createMemoryAdapter({ networks, accounts: ['mem0123'] })
  const client = createWalletPort({
    adapters: [adapter],
    networks,
    storage: createStorage({ backend: createMemoryStorageBackend() }),
  })
  await client.ready
  return client
}

const explorerUrl = (client: Awaited<ReturnType<typeof start>>) =>
  client.getState().chains.eip155?.accountState.addressExplorerUrl

describe('accountState.addressExplorerUrl', () => {
  it("follows the account's address and the active network's block explorer, and clears on disconnect", async () => {
    const client = await start([one, two])
    expect(explorerUrl(client)).toBeUndefined()
    await client.connect({ connectorId: 'memory' })
    expect(explorerUrl(client)).toBe('https://one.example/address/mem0123')
    await client.switchNetwork(two)
    expect(explorerUrl(client)).toBe('https://two.example/scan/address/mem0123')
    await client.disconnect()
    expect(explorerUrl(client)).toBeUndefined()
    client.destroy()
  })

  it('stays undefined on a network without a block explorer', async () => {
    const client = await start([localEvm])
    await client.connect({ connectorId: 'memory' })
    expect(client.getState().chains.eip155?.accountState.address).toBe('mem0123')
    expect(explorerUrl(client)).toBeUndefined()
    client.destroy()
  })

  it('encodes the address into the path', () => {
    expect(getAddressExplorerUrl(one, 'a/b?c')).toBe('https://one.example/address/a%2Fb%3Fc')
  })
})
