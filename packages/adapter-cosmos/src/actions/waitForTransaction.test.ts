import { HttpRequestError, InvalidEncodingError, TimeoutError } from '@walletport/core'
import { createManualClock } from '@walletport/core/testing'
import { rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'
import { createCosmosAdapterState } from '../cosmosAdapterState.js'
import { waitForTransaction } from './waitForTransaction.js'

const env = useCosmosFixture()
const network = env.network
const unknownHash = 'AB'.repeat(32)

describe('waitForTransaction', () => {
  it('gives up at the deadline with TimeoutError naming the transaction, polling as configured', async () => {
    const state = createCosmosAdapterState({
      networks: env.networks,
      confirmation: { timeoutMs: 2_000, pollMs: 500 },
    })
    const clock = createManualClock()
    const error = await rejectionOf(waitForTransaction(state, { hash: unknownHash, network }, clock))
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(
      `Waited 2000 ms for transaction ${unknownHash} on ${network.name}`,
    )
    expect(clock.sleeps).toEqual([500, 500, 500, 500])
  })

  it('refuses a hash that is no hex before asking the node', async () => {
    const adapter = await env.setup()
    const error = await rejectionOf(adapter.waitForTransaction({ hash: 'not-a-hash', network }))
    expect(error).toBeInstanceOf(InvalidEncodingError)
  })

  it('waits for the configured number of confirmations', async () => {
    const { adapter } = await env.connected({
      confirmation: { confirmations: 2, timeoutMs: 400, pollMs: 50 },
    })
    const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 1n })
    expect(await rejectionOf(adapter.waitForTransaction({ hash, network }))).toBeInstanceOf(TimeoutError)
    const next = await adapter.sendTransaction({ network, to: stranger, value: 1n })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt).toEqual({
      hash,
      status: 'success',
      blockNumber: BigInt(env.fixture.nodes[0].chain.getTx(hash)!.height),
      fee: expect.any(BigInt),
    })
    expect(next.hash).not.toBe(hash)
  })

  it('surfaces a node that does not answer after a few tries', async () => {
    const dead = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const state = createCosmosAdapterState({
      networks: [dead],
      confirmation: { timeoutMs: 60_000, pollMs: 10 },
    })
    const error = await rejectionOf(
      waitForTransaction(state, { hash: unknownHash, network: dead }, createManualClock()),
    )
    expect(error).not.toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).url).toBe('http://127.0.0.1:9')
  })
})
