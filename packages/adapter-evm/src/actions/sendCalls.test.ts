import { MethodNotSupportedError, SchemaValidationError } from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import { Wallet } from 'ethers'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
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

  it('throws MethodNotSupportedError when the wallet lacks EIP-5792 (4200)', async () => {
    const { adapter } = await env.setup({ eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    expect(await rejectionOf(adapter.sendCalls({ network: networkA, calls: [{ to }] }))).toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(await rejectionOf(adapter.getCallsStatus({ id: '0x01' }))).toBeInstanceOf(MethodNotSupportedError)
    expect(await rejectionOf(adapter.getCapabilities())).toBeInstanceOf(MethodNotSupportedError)
  })
})
