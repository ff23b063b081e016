import { TimeoutError } from '@walletport/core'
import { network, recipient, useBitcoinNode } from '../../test/bitcoinTestSetup.js'

// Blocks are mined only on demand here, so confirmations can be counted.
const env = useBitcoinNode({ autoMine: false })

describe('waitForTransaction', () => {
  it('a txid the node never saw times out after confirmation.timeoutMs, naming it', async () => {
    const { adapter } = env.setup({ confirmation: { timeoutMs: 300, pollMs: 50 } })
    const txid = 'ab'.repeat(32)
    const error = await adapter.waitForTransaction({ hash: txid, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(
      `Waited 300 ms for the confirmation of ${txid} on ${network.name}`,
    )
  })

  it('waits until the transaction has the confirmations asked for', async () => {
    const { adapter } = await env.connectedSetup({
      confirmation: { confirmations: 3, timeoutMs: 20_000, pollMs: 50 },
    })
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 15_000n })
    const waiting = adapter.waitForTransaction({ hash, network })
    let settled = false
    void waiting.then(() => {
      settled = true
    })
    await env.node.mine(2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    await env.node.mine(1)
    const receipt = await waiting
    expect(receipt).toMatchObject({ hash, status: 'success' })
    expect(receipt.fee).toBeGreaterThan(0n)
  })
})
