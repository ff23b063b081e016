import { evmRpc } from '@walletport/devnet'
import { TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'

const env = useEvmFixture()
const [networkA] = env.networks
const HOLDER = 6
const holder = () => env.fixture.nodes[0].accounts[HOLDER]!.address
const recipient = () => env.fixture.nodes[0].accounts[8]!.address
let token: string

beforeAll(async () => {
  token = await deploy(env.fixture.nodes[0].rpcUrl, holder(), testTokenCreationCode(5_000_000n))
}, 30_000)

describe('estimateTransfer and token transfers', () => {
  it('quotes a native transfer at no less than what it then costs, with no dust limit', async () => {
    const { adapter } = await env.setup({ index: HOLDER })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const quote = await adapter.estimateTransfer({ network: networkA, to: recipient(), value: 10n ** 15n })
    expect(quote).toMatchObject({ minimum: 1n, reserve: 0n })
    const { hash } = await adapter.sendTransaction({ network: networkA, to: recipient(), value: 10n ** 15n })
    const receipt = await adapter.waitForTransaction({ hash, network: networkA })
    expect(receipt.fee).toBeGreaterThan(0n)
    expect(quote.fee).toBeGreaterThanOrEqual(receipt.fee!)
    expect(quote.fee).toBeLessThan(receipt.fee! * 3n)
  })

  it('sends an ERC-20 with transfer(to, value) on the contract, quoted with the contract’s gas', async () => {
    const { adapter } = await env.setup({
      index: HOLDER,
      options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const quote = await adapter.estimateTransfer({
      network: networkA,
      to: recipient(),
      value: 1_500_000n,
      token,
    })
    expect(quote.fee).toBeGreaterThan(0n)
    const { hash } = await adapter.sendTransaction({
      network: networkA,
      to: recipient(),
      value: 1_500_000n,
      token,
    })
    expect(await adapter.waitForTransaction({ hash, network: networkA })).toMatchObject({ status: 'success' })
    const tx = await evmRpc<{ to: string; value: string; input: string }>(
      env.fixture.nodes[0].rpcUrl,
      'eth_getTransactionByHash',
      [hash],
    )
    expect(tx.to.toLowerCase()).toBe(token.toLowerCase())
    expect(BigInt(tx.value)).toBe(0n)
    expect(tx.input.startsWith('0xa9059cbb')).toBe(true)
    const [mine] = await adapter.getTokenBalances({ address: holder(), network: networkA })
    const [theirs] = await adapter.getTokenBalances({ address: recipient(), network: networkA })
    expect(mine?.quantity.numeric).toBe('3.5')
    expect(theirs?.quantity.numeric).toBe('1.5')
  })

  it('refuses a token transfer above the token balance in the quote (the node’s estimate reverts)', async () => {
    const { adapter } = await env.setup({ index: HOLDER })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    await expect(
      adapter.estimateTransfer({ network: networkA, to: recipient(), value: 10n ** 12n, token }),
    ).rejects.toThrow()
  })

  it('refuses a bad token or recipient address before asking the node', async () => {
    const { adapter } = await env.setup({ index: HOLDER })
    await expect(
      adapter.estimateTransfer({ network: networkA, to: recipient(), value: 1n, token: 'usdc' }),
    ).rejects.toThrow('Invalid address "usdc"')
    await expect(adapter.estimateTransfer({ network: networkA, to: '0x12', value: 1n })).rejects.toThrow(
      'Invalid address "0x12"',
    )
  })

  it('resolves no ENS name on a chain without ENS (testnet or no registry)', async () => {
    const { adapter } = await env.setup()
    expect(await adapter.resolveName({ name: 'vitalik.eth', network: networkA })).toBeNull()
  })
})
