import {
  ChainNotSupportedError,
  defineNetwork,
  InvalidWalletResponseError,
  isUserRejection,
  UnknownWalletError,
} from '@walletport/core'
import {
  answering,
  CONNECTOR,
  osmoAddress,
  rejectionOf,
  useCosmosFixture,
} from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()

describe('connect', () => {
  it('enables the chain and returns the key of the wallet as an eoa account with its public key', async () => {
    const adapter = await env.setup()
    const connection = await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const address = env.fixture.nodes[0].accounts[0]!.address
    expect(connection).toEqual({
      connectorId: CONNECTOR,
      caipNetworkId: env.network.caipNetworkId,
      accounts: [{ address, type: 'eoa', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) }],
    })
    expect(env.fixture.wallet.enabledChains).toContain(String(env.network.id))
    expect(adapter.getProvider()).toBe(env.fixture.wallet)
  })

  it('rejected in the wallet fails with an error isUserRejection recognises, and stays disconnected', async () => {
    const adapter = await env.setup()
    env.fixture.wallet.setBehavior('reject')
    const error = await rejectionOf(adapter.connect({ connectorId: CONNECTOR, network: env.network }))
    expect(isUserRejection(error)).toBe(true)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('an unknown connector id fails with UnknownWalletError', async () => {
    const adapter = await env.setup()
    const error = await rejectionOf(adapter.connect({ connectorId: 'nope', network: env.network }))
    expect(error).toBeInstanceOf(UnknownWalletError)
  })

  it('a chain the wallet does not know, whose suggestion the user declines, fails with ChainNotSupportedError', async () => {
    const adapter = await env.setup()
    env.fixture.wallet.setBehavior('reject', 'experimentalSuggestChain')
    const error = await rejectionOf(adapter.connect({ connectorId: CONNECTOR, network: env.otherNetwork }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
  })

  it('a cosmos network without bech32Prefix and denom is refused, naming what was expected and what came', async () => {
    const adapter = await env.setup()
    const bare = defineNetwork({ ...env.network, custom: { denom: 'ustake' } })
    const error = await rejectionOf(adapter.connect({ connectorId: CONNECTOR, network: bare }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toBe(
      `Expected custom.bech32Prefix and custom.denom (strings) on ${bare.caipNetworkId}, received {"denom":"ustake"}`,
    )
  })
})

// Issue 15, defect 3: what a wallet hands over is checked before it is kept.
describe('connect refuses a key that is no account (defect 3)', () => {
  it.each([
    ['no object', 'cosmos1…'],
    ['no address', { pubKey: new Uint8Array(33) }],
    ['an address of another chain', { bech32Address: osmoAddress, pubKey: new Uint8Array(33) }],
    ['markup as address', { bech32Address: '<img src=x onerror=alert(1)>', pubKey: new Uint8Array(33) }],
    ['a public key that is no bytes', { bech32Address: 'KEEP', pubKey: 'AsDf' }],
  ])('refuses getKey answering %s, and stays disconnected', async (_, key) => {
    const real = env.fixture.nodes[0].accounts[0]!.address
    const answer =
      typeof key === 'object' && 'bech32Address' in key && key.bech32Address === 'KEEP'
        ? { ...key, bech32Address: real }
        : key
    const adapter = await env.setup({ page: env.pageWith(answering(env.fixture.wallet, { getKey: answer })) })
    const error = await rejectionOf(adapter.connect({ connectorId: CONNECTOR, network: env.network }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to getKey is malformed")
    expect((error as InvalidWalletResponseError).details).toMatch(/^Expected: .+\nReceived: .+/)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
