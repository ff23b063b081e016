import { Keypair } from '@solana/web3.js'
import { TimeoutError } from '@walletport/core'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks
const unknownSignature = '5'.repeat(87)

describe('waitForTransaction', () => {
  it('gives up on a signature the chain never saw after confirmation.timeoutMs, naming it', async () => {
    const adapter = createSolanaAdapter({
      networks: env.networks,
      confirmation: { timeoutMs: 300, pollMs: 50 },
    })
    const started = Date.now()
    const error = await adapter
      .waitForTransaction({ hash: unknownSignature, network })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`Waited 300 ms for the confirmation of ${unknownSignature}`)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('confirms a transfer sent by another adapter instance by polling its status, with its fee', async () => {
    const { adapter } = await env.connected()
    const { hash } = await adapter.sendTransaction({
      network,
      to: Keypair.generate().publicKey.toBase58(),
      value: 1_000_000n,
    })
    const other = createSolanaAdapter({ networks: env.networks })
    expect(await other.waitForTransaction({ hash, network })).toMatchObject({
      hash,
      status: 'success',
      fee: 5_000n,
    })
  })

  it('waits for more confirmations when asked (a finalized transaction has them all)', async () => {
    const { adapter } = await env.connected({
      options: { confirmation: { confirmations: 32, timeoutMs: 5_000 } },
    })
    const { hash } = await adapter.sendTransaction({
      network,
      to: Keypair.generate().publicKey.toBase58(),
      value: 1_000_000n,
    })
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
  })
})
