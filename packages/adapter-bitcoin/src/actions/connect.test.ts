import { InvalidWalletResponseError } from '@walletport/core'
import { bitcoin } from '@walletport/core/networks'
import { network, satsConnectId, standardId, useBitcoinNode } from '../../test/bitcoinTestSetup.js'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'

const env = useBitcoinNode()

describe('connect', () => {
  it('ids are consistent: the listed id connects, and the merged sats-connect id resolves to it', async () => {
    const { adapter } = env.setup()
    await adapter.init({ endpoints: {} })
    const ids = adapter.getConnectors().map((connector) => connector.id)
    // The test wallet offers both APIs under one name: listed once, under its Wallet Standard id.
    expect(ids).toEqual([standardId])
    for (const id of ids) expect((await adapter.connect({ connectorId: id, network })).connectorId).toBe(id)
    expect((await adapter.connect({ connectorId: satsConnectId, network })).connectorId).toBe(standardId)
    expect(adapter.resolveConnectorId(satsConnectId)).toBe(standardId)
  })

  it('the Wallet Standard wallet connects with payment and ordinals accounts, signs and sends', async () => {
    const { adapter, wallet } = await env.connectedSetup({}, standardId)
    expect(adapter.getAccounts().map(({ address, purpose }) => [address, purpose])).toEqual([
      [wallet.accounts.payment.address, 'payment'],
      [wallet.accounts.ordinals.address, 'ordinals'],
    ])
    const address = wallet.accounts.payment.address
    const signature = await adapter.signMessage({ message: 'standard', address, network })
    expect(await adapter.verifyMessage({ message: 'standard', signature, address, network })).toBe(true)
    const { hash } = await adapter.sendTransaction({
      network,
      to: 'bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz',
      value: 30_000n,
    })
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
  })
})

// Issue 15, defect 3, on bip122: every address a wallet hands over is checked for the network.
describe('connect refuses what is no account of the network (defect 3)', () => {
  /** Unisat's injected API answering `accounts` to requestAccounts. */
  function unisatAnswering(accounts: unknown) {
    return {
      unisat: {
        requestAccounts: async () => accounts,
        getAccounts: async () => accounts,
        signMessage: async () => '',
        signPsbt: async () => '',
      },
    }
  }

  it.each([
    ['hello-not-an-address', ['hello-not-an-address']],
    ['markup', ['<img src=x onerror=alert(1)>']],
    ['a bech32 address with a broken checksum', ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx']],
    ['an address of another network', ['bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz']],
  ])('refuses a wallet answering %s, and stays disconnected', async (_, accounts) => {
    const adapter = createBitcoinAdapter({ networks: [bitcoin], window: unisatAnswering(accounts) })
    await adapter.init({ endpoints: {} })
    const error = await adapter.connect({ connectorId: 'unisat', network: bitcoin }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to connect is malformed")
    expect((error as InvalidWalletResponseError).details).toMatch(/^Expected: an address \(.+\)\nReceived: /)
    expect(adapter.getAccounts()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('accepts a valid mainnet account from the same wallet', async () => {
    const adapter = createBitcoinAdapter({
      networks: [bitcoin],
      window: unisatAnswering(['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']),
    })
    await adapter.init({ endpoints: {} })
    expect((await adapter.connect({ connectorId: 'unisat', network: bitcoin })).accounts).toEqual([
      { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 'payment', purpose: 'payment' },
    ])
  })
})
