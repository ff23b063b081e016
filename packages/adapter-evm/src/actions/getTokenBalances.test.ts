import { useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'

const env = useEvmFixture()
const [networkA, networkB] = env.networks
const deployer = () => env.fixture.nodes[0].accounts[9]!.address
let token: string

beforeAll(async () => {
  token = await deploy(env.fixture.nodes[0].rpcUrl, deployer(), testTokenCreationCode(5_000_000n))
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
})
