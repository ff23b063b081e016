import { createSiwxTestSetup, EVM_ACCOUNT, EVM_ACCOUNT_2 } from '../../../test/siwxTestSetup.js'
import { localEvm, localEvm2 } from '../../networks/index.js'
import { getSiwxVerifier } from './getSiwxVerifier.js'

async function signed(setup: ReturnType<typeof createSiwxTestSetup>, chainId = localEvm.caipNetworkId) {
  const message = await setup.siwx.createMessage({ chainId, accountAddress: EVM_ACCOUNT })
  const { toString: _toString, ...data } = message
  const network = chainId === localEvm2.caipNetworkId ? localEvm2 : localEvm
  const signature = await setup.evm.signMessage({
    message: message.toString(),
    address: EVM_ACCOUNT,
    network,
  })
  return { data, message: message.toString(), signature }
}

describe('getSiwxVerifier', () => {
  it("accepts a signature made by the account, checked by its namespace's adapter", async () => {
    const setup = createSiwxTestSetup()
    expect(await getSiwxVerifier(setup.context)(await signed(setup))).toBe(true)
    expect(
      await getSiwxVerifier({ adapters: [setup.evm] })(await signed(setup, localEvm2.caipNetworkId)),
    ).toBe(true)
  })

  it('refuses a tampered signature, a changed message and another signer', async () => {
    const setup = createSiwxTestSetup()
    const verify = getSiwxVerifier(setup.context)
    const session = await signed(setup)
    expect(
      await verify({
        ...session,
        signature: session.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ).toBe(false)
    expect(await verify({ ...session, message: `${session.message} ` })).toBe(false)
    expect(await verify({ ...session, data: { ...session.data, accountAddress: EVM_ACCOUNT_2 } })).toBe(false)
  })

  it('refuses a session on a network no adapter configures', async () => {
    const setup = createSiwxTestSetup()
    const session = await signed(setup)
    expect(
      await getSiwxVerifier(setup.context)({ ...session, data: { ...session.data, chainId: 'eip155:1' } }),
    ).toBe(false)
  })

  it("throws the spec's error when no adapter serves the session's namespace", async () => {
    const setup = createSiwxTestSetup()
    const session = await signed(setup)
    await expect(getSiwxVerifier({ adapters: [setup.solana] })(session)).rejects.toThrow(
      "Adapter for namespace eip155 doesn't exist",
    )
  })
})
