import { TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'

const env = useEvmFixture()
const [networkA, networkB] = env.networks
const deployer = () => env.fixture.nodes[0].accounts[9]!.address
let token: string
let walletOnlyToken: string

beforeAll(async () => {
  token = await deploy(env.fixture.nodes[0].rpcUrl, deployer(), testTokenCreationCode(5_000_000n))
  walletOnlyToken = await deploy(env.fixture.nodes[0].rpcUrl, deployer(), testTokenCreationCode(7_250_000n))
})

describe('getTokenBalances', () => {
  it('reads ERC-20 balance, symbol, name and decimals of a configured token from the contract', async () => {
    const { adapter } = await env.setup({
      options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
    })
    expect(await adapter.getTokenBalances({ address: deployer(), network: networkA })).toEqual([
      {
        name: 'Test Token',
        symbol: 'TST',
        chainId: 'eip155:31337',
        address: token,
        price: 0,
        quantity: { decimals: 6, numeric: '5' },
      },
    ])
  })

  it('prefers the configured symbol, name, decimals and icon, and lists nothing for a network without tokens', async () => {
    const { adapter } = await env.setup({
      options: {
        tokens: {
          [networkA.caipNetworkId]: [
            { address: token, symbol: 'T', name: 'Mine', decimals: 3, iconUrl: 'https://x/t.png' },
          ],
        },
      },
    })
    const [balance] = await adapter.getTokenBalances({ address: deployer(), network: networkA })
    expect(balance).toMatchObject({
      symbol: 'T',
      name: 'Mine',
      quantity: { decimals: 3, numeric: '5000' },
      iconUrl: 'https://x/t.png',
    })
    expect(await adapter.getTokenBalances({ address: deployer(), network: networkB })).toEqual([])
  })

  it('refuses an address that is no account before asking the node', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.getTokenBalances({ address: '0x123', network: networkA })).rejects.toThrow(
      'Invalid address "0x123"',
    )
  })

  describe('EIP-7811 wallet_getAssets', () => {
    const listed = () => ({
      name: 'Test Token',
      symbol: 'TST',
      chainId: 'eip155:31337',
      address: token,
      price: 0,
      quantity: { decimals: 6, numeric: '5' },
    })

    /** The deployer's wallet, connected, with the app listing `token` on network A. */
    async function connectedDeployer() {
      const setup = await env.setup({
        index: 9,
        authorized: true,
        options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
      })
      await setup.adapter.connect({ connectorId: TEST_WALLET, network: networkA })
      return setup
    }

    it('a wallet that answers: the app list first, then the tokens only the wallet reports', async () => {
      const { adapter, wallet } = await connectedDeployer()
      wallet.setAssets({ tokens: [token, walletOnlyToken] })
      expect(await adapter.getTokenBalances({ address: deployer(), network: networkA })).toEqual([
        listed(),
        { ...listed(), address: walletOnlyToken, quantity: { decimals: 6, numeric: '7.25' } },
      ])
    })

    it('a wallet that does not know the method (4200): the app list as before', async () => {
      const { adapter } = await connectedDeployer()
      expect(await adapter.getTokenBalances({ address: deployer(), network: networkA })).toEqual([listed()])
    })

    it('a wallet that answers garbage: logged, the app list shown, no rejection', async () => {
      const { adapter, wallet } = await connectedDeployer()
      const warned: unknown[][] = []
      const warn = console.warn
      console.warn = (...args: unknown[]) => warned.push(args)
      try {
        for (const answer of [
          'not assets',
          { '0x7a69': 'not a list' },
          { '0x7a69': [{ type: 'erc20', address: walletOnlyToken, balance: 'lots', metadata: {} }] },
        ]) {
          wallet.setAssets({ answer })
          expect(await adapter.getTokenBalances({ address: deployer(), network: networkA })).toEqual([
            listed(),
          ])
        }
      } finally {
        console.warn = warn
      }
      expect(warned.map(([, error]) => (error as Error).name)).toEqual([
        'InvalidWalletResponseError',
        'InvalidWalletResponseError',
        'InvalidWalletResponseError',
      ])
      expect(String((warned[2]![1] as Error & { details?: string }).details)).toContain('The balance of')
    })

    it('asks no wallet for an address it does not hold', async () => {
      const { adapter, wallet } = await connectedDeployer()
      wallet.setAssets({ tokens: [walletOnlyToken] })
      const other = env.fixture.nodes[0].accounts[2]!.address
      expect(await adapter.getTokenBalances({ address: other, network: networkA })).toEqual([
        { ...listed(), quantity: { decimals: 6, numeric: '0' } },
      ])
    })
  })
})
