import { TipAboveFeeCapError, UserRejectedRequestError } from '@walletport/core'
import { evmRpc } from '@walletport/devnet'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA, networkB] = env.networks
const recipient = () => env.fixture.nodes[0].accounts[7]!.address

describe('sendTransaction', () => {
  it('sends with EIP-1559 fees (the chain has a base fee) and a gas estimate', async () => {
    const { adapter } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({ network: networkA, to: recipient(), value: 1n })
    const receipt = await adapter.waitForTransaction({ hash, network: networkA })
    const tx = await evmRpc<{ type: string; maxFeePerGas: string; gas: string }>(
      env.fixture.nodes[0].rpcUrl,
      'eth_getTransactionByHash',
      [hash],
    )
    expect(tx.type).toBe('0x2')
    expect(BigInt(tx.gas)).toBe(21_000n)
    expect(receipt).toMatchObject({ hash, status: 'success' })
  })

  it('refuses a preset tip above the fee cap with the spec text', async () => {
    const { adapter } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(
      adapter.sendTransaction({
        network: networkA,
        to: recipient(),
        value: 1n,
        request: { maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 2_000_000_000n },
      }),
    )
    expect(error).toBeInstanceOf(TipAboveFeeCapError)
    expect((error as Error).message).toBe('`maxFeePerGas` cannot be less than the `maxPriorityFeePerGas`')
  })

  it('maps a rejected transaction to UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    const error = await rejectionOf(
      adapter.sendTransaction({ network: networkA, to: recipient(), value: 1n }),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('switches the wallet to the network of the transaction first', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({ network: networkB, to: recipient(), value: 1n })
    expect(wallet.chainId).toBe(31338)
    expect((await adapter.waitForTransaction({ hash, network: networkB })).status).toBe('success')
  })

  it('needs a connected wallet', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.sendTransaction({ network: networkA, to: recipient(), value: 1n })).rejects.toThrow(
      'No wallet is connected on eip155',
    )
  })
})
