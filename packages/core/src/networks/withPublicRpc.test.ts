import { InvalidNetworkError } from '../errors/networks.js'
import { getRpcUrl } from './getRpcUrl.js'
import { bitcoin, localEvm, mainnet, polkadot } from './index.js'
import { withPublicRpc } from './withPublicRpc.js'

describe('withPublicRpc', () => {
  it("opts in to the preset's public endpoint", () => {
    const network = withPublicRpc(mainnet)
    expect(network.rpcUrls.default).toEqual(mainnet.rpcUrls.public)
    expect(getRpcUrl(network)).toBe('https://eth.merkle.io')
    expect(Object.isFrozen(network)).toBe(true)
  })

  it('keeps the WebSocket URLs of the public endpoint', () => {
    expect(withPublicRpc(polkadot).rpcUrls.default).toEqual({
      http: ['https://rpc.polkadot.io'],
      webSocket: ['wss://rpc.polkadot.io'],
    })
  })

  it("gives Bitcoin its public Esplora base as RPC (the adapter's Esplora fallback)", () => {
    expect(getRpcUrl(withPublicRpc(bitcoin))).toBe('https://mempool.space/api')
  })

  it('refuses a network with no public endpoint, naming it', () => {
    expect(() => withPublicRpc(localEvm)).toThrow(InvalidNetworkError)
    expect(() => withPublicRpc(localEvm)).toThrow('Invalid network "EVM Local": rpcUrls.public must list')
  })
})
