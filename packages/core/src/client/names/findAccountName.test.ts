import { localEvm, mainnet } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import { createMemoryNameService } from './createMemoryNameService.js'

async function setup(
  names = createMemoryNameService({ namespaces: ['eip155'], caipNetworkId: localEvm.caipNetworkId }),
) {
  const adapter = createMemoryAdapter({ networks: [localEvm, mainnet], names: { mem0002: 'bob.eth' } })
  const client = createWalletPort({
    adapters: [adapter],
    networks: [localEvm, mainnet],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    nameService: names,
  })
  await client.ready
  return { client, names, adapter }
}

describe('the name service as the profile name fallback', () => {
  it('shows the first name the service holds for the account when there is no identity name (a testnet)', async () => {
    const { client, names } = await setup()
    await names.register({ name: 'alice-wp', address: 'mem0001', coinType: 1, message: '{}', signature: 'x' })
    await client.connect({ connectorId: 'memory' })
    await client.fetchIdentity()
    expect(client.getState().chains.eip155?.accountState.profileName).toBe('alice-wp')
  })

  it('keeps the identity name first, and null when the service holds nothing', async () => {
    const { client, adapter } = await setup()
    await client.connect({ connectorId: 'memory' })
    await client.fetchIdentity()
    expect(client.getState().chains.eip155?.accountState.profileName).toBeNull()
    adapter.wallet.changeAccounts(['mem0002'])
    await client.switchNetwork(mainnet)
    await client.fetchIdentity()
    expect(client.getState().chains.eip155?.accountState.profileName).toBe('bob.eth')
  })

  it('leaves the profile name null when the service fails (a warning, no rejection)', async () => {
    const { client, names } = await setup()
    names.failWith(new Error('down'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await client.connect({ connectorId: 'memory' })
    await client.fetchIdentity()
    expect(client.getState().chains.eip155?.accountState.profileName).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('reverse lookup'), expect.any(Error))
    warn.mockRestore()
  })
})
