import {
  type ChainAdapter,
  createHttpNameService,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
} from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { Wallet } from 'ethers'
import { type RunningNameServer, startNameServer } from './startNameServer.js'

let server: RunningNameServer
beforeAll(async () => {
  server = await startNameServer()
}, 60_000)
afterAll(() => server?.stop())

/** A client whose EVM wallet signs with a real key (personal_sign), on the local chain, names from the server. */
async function clientOf(wallet: Wallet) {
  const memory = createMemoryAdapter({
    networks: [localEvm],
    accounts: [wallet.address],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const adapter: ChainAdapter = { ...memory, signMessage: ({ message }) => wallet.signMessage(message) }
  const client = createWalletPort({
    adapters: [adapter],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    nameService: createHttpNameService({ url: server.url }),
  })
  await client.ready
  await client.connect({ connectorId: 'memory' })
  return client
}

describe('core’s RegisterAccountName flow against the name server', () => {
  const alice = new Wallet(`0x${'31'.repeat(32)}`)
  const bob = new Wallet(`0x${'32'.repeat(32)}`)

  it('registers a name signed by the wallet and makes it the profile name; a new client finds it again', async () => {
    const client = await clientOf(alice)
    client.open({ view: 'RegisterAccountName' })
    expect(await client.names.suggestions('alice-http')).toContainEqual({ name: 'alice-http' })
    await client.names.register('alice-http')
    expect(client.getState().chains.eip155?.accountState.profileName).toBe('alice-http')
    expect(client.getState().modal.view).toBe('RegisterAccountNameSuccess')
    expect(await client.names.lookup('alice-http')).toEqual({
      name: 'alice-http',
      addresses: { 'eip155:31337': alice.address },
      attributes: {},
    })
    client.destroy()
    const reloaded = await clientOf(alice)
    await reloaded.fetchIdentity()
    expect(reloaded.getState().chains.eip155?.accountState.profileName).toBe('alice-http')
    reloaded.destroy()
  })

  it('refuses a taken name with the spec text and goes back to the register view', async () => {
    const client = await clientOf(bob)
    client.open({ view: 'RegisterAccountName' })
    const error = (await client.names.register('alice-http').catch((caught: unknown) => caught)) as Error
    expect(error.message).toBe('Error registering name alice-http')
    expect((error.cause as Error & { details?: string }).details).toBe('The name is taken')
    expect(client.getState().modal.view).toBe('RegisterAccountName')
    expect(client.getState().chains.eip155?.accountState.profileName).not.toBe('alice-http')
    expect(await client.names.suggestions('alice-http')).not.toContainEqual({ name: 'alice-http' })
    client.destroy()
  })
})
