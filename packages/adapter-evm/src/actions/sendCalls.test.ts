import { isUserRejection, MethodNotSupportedError, SchemaValidationError } from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import { Wallet } from 'ethers'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'
import { CallsCapabilityUnsupportedError, CallsFailedError } from '../callsErrors.js'
import type { EvmCallParameters } from '../evmTypedParameters.js'

const env = useEvmFixture()
const [networkA] = env.networks

// getCallsStatus and getCapabilities are checked here too: they answer about what sendCalls sent.
describe('EIP-5792: sendCalls, getCallsStatus, getCapabilities', () => {
  it('sendCalls sends a batch, getCallsStatus reports it confirmed, getCapabilities lists the chains', async () => {
    const { adapter } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    const { id } = await adapter.sendCalls({
      network: networkA,
      calls: [
        { to, value: 2n },
        { to, value: 3n, data: '0x' },
      ],
    })
    await eventually(async () => expect((await adapter.getCallsStatus({ id })).status).toBe(200), {
      timeoutMs: 20_000,
    })
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(5n)
    expect(await adapter.getCapabilities()).toHaveProperty(['0x7a69', 'atomic', 'status'], 'unsupported')
  })

  it('refuses calls whose to or data do not begin with 0x', async () => {
    const { adapter } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    for (const call of [
      { to: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
      { to: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', data: 'abcd' },
    ]) {
      // The types refuse these; JavaScript callers are checked at run time.
      const untyped = call as unknown as EvmCallParameters
      expect(await rejectionOf(adapter.sendCalls({ network: networkA, calls: [untyped] }))).toBeInstanceOf(
        SchemaValidationError,
      )
    }
  })

  it('passes capabilities (ERC-7677 paymasterService) to a wallet with EIP-5792 as given', async () => {
    const asked: unknown[] = []
    const { adapter } = await env.setup({
      wrap: (wallet) => ({
        on: wallet.on.bind(wallet),
        removeListener: wallet.removeListener.bind(wallet),
        request: (args) => {
          if (args.method === 'wallet_sendCalls') asked.push((args.params as unknown[])[0])
          return wallet.request(args)
        },
      }),
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const paymasterService = { url: 'http://127.0.0.1:1/paymaster', context: { policy: 'p' } }
    // The test wallet has no paymaster: it refuses the non-optional capability (5700), unchanged.
    const refusal = await rejectionOf(
      adapter.sendCalls({
        network: networkA,
        calls: [{ to: Wallet.createRandom().address }],
        capabilities: { paymasterService },
      }),
    )
    expect(refusal).toMatchObject({ code: 5700 })
    expect(asked).toEqual([expect.objectContaining({ capabilities: { paymasterService } })])
  })
})

// A wallet without EIP-5792 (4200): the calls go one by one, reported honestly as not atomic.
describe('EIP-5792 for a wallet without it: the calls one by one', () => {
  it('sends each call, getCallsStatus gives 200, atomic false and a receipt per call; capabilities say so', async () => {
    const { adapter, wallet } = await env.setup({ index: 2, eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    const { id } = await adapter.sendCalls({
      network: networkA,
      calls: [
        { to, value: 2n },
        { to, value: 3n, data: '0x' },
      ],
    })
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    const status = await adapter.getCallsStatus({ id })
    expect(status).toMatchObject({ id, status: 200, atomic: false, chainId: '0x7a69' })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(5n)
    expect(await adapter.getCapabilities()).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    // A batch id this adapter did not make is the wallet's to answer, and it cannot.
    expect(await rejectionOf(adapter.getCallsStatus({ id: '0x01' }))).toBeInstanceOf(MethodNotSupportedError)
  })

  it('refuses atomicity and non-optional capabilities before sending anything; optional ones are dropped', async () => {
    const { adapter, wallet } = await env.setup({ index: 3, eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    const atomic = await rejectionOf(
      adapter.sendCalls({ network: networkA, calls: [{ to, value: 1n }], atomicRequired: true }),
    )
    expect(atomic).toBeInstanceOf(CallsCapabilityUnsupportedError)
    expect(atomic).toMatchObject({ capability: 'atomic', code: 5760 })
    const paymaster = await rejectionOf(
      adapter.sendCalls({
        network: networkA,
        calls: [{ to, value: 1n }],
        capabilities: { paymasterService: { url: 'http://127.0.0.1:1/pm' } },
      }),
    )
    expect(paymaster).toMatchObject({
      name: 'CallsCapabilityUnsupportedError',
      capability: 'paymasterService',
    })
    expect(wallet.requests).not.toContain('eth_sendTransaction')
    const { id } = await adapter.sendCalls({
      network: networkA,
      calls: [{ to, value: 1n }],
      capabilities: { paymasterService: { url: 'http://127.0.0.1:1/pm', optional: true } },
    })
    expect(await adapter.getCallsStatus({ id })).toMatchObject({ status: 200, atomic: false })
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(1n)
  })

  it('a call that would revert stops the batch: CallsFailedError names it, the status is 600, later calls unsent', async () => {
    const node = env.fixture.nodes[0]
    // The wallet's account holds none of this token, so its transfer reverts.
    const token = await deploy(node.rpcUrl, node.accounts[9]!.address, testTokenCreationCode(1000n))
    const { adapter } = await env.setup({ index: 4, eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    const transfer =
      `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${'1'.padStart(64, '0')}` as const
    const error = await rejectionOf(
      adapter.sendCalls({
        network: networkA,
        calls: [
          { to, value: 2n },
          { to: token, data: transfer },
          { to, value: 3n },
        ],
      }),
    )
    expect(error).toBeInstanceOf(CallsFailedError)
    const failed = error as CallsFailedError
    expect(failed).toMatchObject({ index: 1 })
    expect(failed.message).toMatch(/^Call 2 of 3 failed/)
    expect(failed.hashes).toHaveLength(1)
    const status = await adapter.getCallsStatus({ id: failed.id })
    expect(status).toMatchObject({ status: 600, atomic: false })
    expect(status.receipts?.map((receipt) => receipt.transactionHash)).toEqual(failed.hashes)
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(2n)
  })

  it('a call declined in the wallet stops the batch with CallsFailedError (a user rejection), status 600', async () => {
    const { adapter, wallet } = await env.setup({ index: 5, eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('stall', 'eth_sendTransaction')
    const to = Wallet.createRandom().address
    const sent = rejectionOf(
      adapter.sendCalls({
        network: networkA,
        calls: [
          { to, value: 2n },
          { to, value: 3n },
        ],
      }),
    )
    await eventually(() => expect(wallet.pendingCount).toBe(1), { timeoutMs: 20_000 })
    wallet.release('approve')
    await eventually(() => expect(wallet.pendingCount).toBe(1), { timeoutMs: 20_000 })
    wallet.release('reject')
    const error = (await sent) as CallsFailedError
    expect(error).toBeInstanceOf(CallsFailedError)
    expect(error).toMatchObject({ index: 1 })
    expect(isUserRejection(error)).toBe(true)
    expect(await adapter.getCallsStatus({ id: error.id })).toMatchObject({ status: 600, atomic: false })
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(2n)
  })
})
