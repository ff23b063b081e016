import { InvalidNetworkError } from '../errors/networks.js'
import { getRpcUrl } from './getRpcUrl.js'
import { localPolkadot, mainnet, sepolia } from './index.js'
import { withRpc } from './withRpc.js'

describe('withRpc', () => {
  it("makes the app's node the network's RPC", () => {
    const network = withRpc(mainnet, 'https://eth.node.example')
    expect(network.rpcUrls.default).toEqual({ http: ['https://eth.node.example'] })
    expect(getRpcUrl(network)).toBe('https://eth.node.example')
  })

  it('sorts several URLs into http and webSocket, keeping their order', () => {
    const network = withRpc(sepolia, ['https://a.example', 'wss://a.example/ws', 'http://127.0.0.1:8545'])
    expect(network.rpcUrls.default).toEqual({
      http: ['https://a.example', 'http://127.0.0.1:8545'],
      webSocket: ['wss://a.example/ws'],
    })
  })

  it('serves WebSocket-only chains', () => {
    expect(getRpcUrl(withRpc(localPolkadot, 'ws://127.0.0.1:9944'))).toBe('ws://127.0.0.1:9944')
  })

  it('keeps every other field, the public endpoint included, and returns a frozen network', () => {
    const network = withRpc(mainnet, 'https://eth.node.example')
    expect({ ...network, rpcUrls: undefined }).toEqual({ ...mainnet, rpcUrls: undefined })
    expect(network.rpcUrls.public).toEqual(mainnet.rpcUrls.public)
    expect(Object.isFrozen(network)).toBe(true)
    expect(mainnet.rpcUrls.default).toEqual({ http: [] })
  })

  it.each<[string, unknown, string]>([
    ['no URL', [], 'rpcUrls.default'],
    ['a URL that is none', 'eth node', 'rpcUrls.default.http[0]'],
    ['an ftp URL', ['ftp://a.example'], 'rpcUrls.default.http[0]'],
  ])('refuses %s, naming the network', (_case, urls, field) => {
    let thrown: unknown
    try {
      withRpc(mainnet, urls as string)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidNetworkError)
    expect((thrown as InvalidNetworkError).field).toBe(field)
    expect((thrown as Error).message).toContain('"Ethereum"')
  })
})
