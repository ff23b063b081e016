import { HttpRequestError, TimeoutError } from '@walletport/core'
import { createManualClock } from '@walletport/core/testing'
import type { NodeRequest } from './buildEvmTransaction.js'
import { waitForEvmReceipt } from './waitForEvmReceipt.js'

const hash = `0x${'ab'.repeat(32)}`
const receipt = {
  transactionHash: hash,
  status: '0x1',
  blockNumber: '0x10',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x2',
}

/** A node answering each receipt request with the next of `answers` (an Error is thrown), and `head` as tip. */
function scriptedNode(
  answers: (typeof receipt | null | Error)[],
  head = '0x10',
): NodeRequest & { calls: string[] } {
  const calls: string[] = []
  let next = 0
  const request = (async (method: string) => {
    calls.push(method)
    if (method === 'eth_blockNumber') return head
    const answer = answers[Math.min(next++, answers.length - 1)]
    if (answer instanceof Error) throw answer
    return answer
  }) as NodeRequest & { calls: string[] }
  request.calls = calls
  return request
}

describe('waitForEvmReceipt', () => {
  it('default: polls at 100 ms, doubling up to 4 000 ms, and computes the fee', async () => {
    const clock = createManualClock()
    const node = scriptedNode([null, null, null, null, null, null, null, receipt])
    const result = await waitForEvmReceipt(node, hash, {}, clock)
    expect(result).toEqual({ hash, status: 'success', blockNumber: 16n, fee: 42_000n })
    expect(clock.sleeps).toEqual([100, 200, 400, 800, 1_600, 3_200, 4_000])
  })

  it('parameters: confirmations count the including block against the tip', async () => {
    const clock = createManualClock()
    let head = 0x10
    const node = (async (method: string) =>
      method === 'eth_blockNumber' ? `0x${(head++).toString(16)}` : receipt) as NodeRequest
    const result = await waitForEvmReceipt(node, hash, { confirmations: 3 }, clock)
    expect(result.status).toBe('success')
    expect(head).toBe(0x13)
  })

  it('behavior: a reverted receipt is reported, not thrown', async () => {
    const node = scriptedNode([{ ...receipt, status: '0x0' }])
    expect((await waitForEvmReceipt(node, hash, {}, createManualClock())).status).toBe('reverted')
  })

  it('behavior: tolerates `retries` failed requests in a row, then rethrows', async () => {
    const down = new HttpRequestError({ url: 'http://node' })
    const recovers = scriptedNode([down, down, receipt])
    await expect(
      waitForEvmReceipt(recovers, hash, { retries: 2 }, createManualClock()),
    ).resolves.toMatchObject({ hash })
    const staysDown = scriptedNode([down])
    await expect(waitForEvmReceipt(staysDown, hash, { retries: 2 }, createManualClock())).rejects.toBe(down)
    expect(staysDown.calls).toHaveLength(3)
  })

  it('behavior: an error that is no transport failure is not retried', async () => {
    const bug = new TypeError('bug')
    await expect(waitForEvmReceipt(scriptedNode([bug]), hash, {}, createManualClock())).rejects.toBe(bug)
  })

  it('behavior: times out with a TimeoutError naming the transaction', async () => {
    const clock = createManualClock()
    const waiting = waitForEvmReceipt(scriptedNode([null]), hash, { timeoutMs: 1_000, pollMs: 300 }, clock)
    await expect(waiting).rejects.toBeInstanceOf(TimeoutError)
    await expect(waiting).rejects.toMatchObject({ details: `Waited 1000 ms for the receipt of ${hash}` })
    expect(clock.now()).toBe(1_000)
  })
})
