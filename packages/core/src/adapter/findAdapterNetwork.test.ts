import { ChainNotSupportedError } from '../errors/connection.js'
import { localEvm, localEvm2, mainnet } from '../networks/index.js'
import { findAdapterNetwork } from './findAdapterNetwork.js'

describe('findAdapterNetwork', () => {
  it("returns the adapter's own network of that id", () => {
    expect(findAdapterNetwork([localEvm, localEvm2], { ...localEvm2 })).toBe(localEvm2)
  })

  it('refuses another network, naming what was expected and what came', () => {
    const attempt = () => findAdapterNetwork([localEvm, localEvm2], mainnet)
    expect(attempt).toThrow(ChainNotSupportedError)
    expect(attempt).toThrow(
      expect.objectContaining({
        details: `Expected one of the adapter's networks (${localEvm.caipNetworkId}, ${localEvm2.caipNetworkId}), received eip155:1`,
      }),
    )
  })

  it('says so when the adapter has no network at all', () => {
    expect(() => findAdapterNetwork([], mainnet)).toThrow(
      expect.objectContaining({
        details: "Expected one of the adapter's networks (none), received eip155:1",
      }),
    )
  })
})
