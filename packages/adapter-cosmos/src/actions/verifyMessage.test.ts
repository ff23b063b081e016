import { InvalidAddressError } from '@walletport/core'
import { osmoAddress, rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()

describe('verifyMessage', () => {
  it('verifies an ADR-36 signature and refuses it tampered, for another message or for another address', async () => {
    const { adapter, address } = await env.connected()
    const network = env.network
    const signature = await adapter.signMessage({ message: 'hello cosmos', address, network })
    expect(await adapter.verifyMessage({ message: 'hello cosmos', signature, address, network })).toBe(true)
    const bytes = Buffer.from(signature, 'base64')
    bytes[40] = bytes[40]! ^ 0x01
    const tampered = bytes.toString('base64')
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature: tampered, address, network }),
    ).toBe(false)
    expect(await adapter.verifyMessage({ message: 'hello cosmos!', signature, address, network })).toBe(false)
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature, address: stranger, network }),
    ).toBe(false)
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature: 'not base64!', address, network }),
    ).toBe(false)
  })

  it('refuses an address of another chain (no wallet needed)', async () => {
    const adapter = await env.setup()
    const error = await rejectionOf(
      adapter.verifyMessage({
        message: 'x',
        signature: 'AA==',
        address: osmoAddress,
        network: env.network,
      }),
    )
    expect(error).toBeInstanceOf(InvalidAddressError)
  })
})
