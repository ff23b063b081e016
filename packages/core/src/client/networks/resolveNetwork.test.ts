import { setupConnectionTest } from '../../../test/testAdapters.js'
import { CaipParseError } from '../../errors/caip.js'
import { localEvm2 } from '../../networks/index.js'
import { resolveNetwork } from './resolveNetwork.js'

describe('resolveNetwork', () => {
  it('returns the requested network for its id', () => {
    const { context } = setupConnectionTest()
    expect(resolveNetwork(context, 'eip155:31338')).toBe(localEvm2)
  })

  it('describes an unknown network with its id, the namespace currency and no RPC URL', () => {
    const { context } = setupConnectionTest()
    expect(resolveNetwork(context, 'eip155:999')).toEqual({
      id: 999,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:999',
      name: 'eip155:999',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    expect(resolveNetwork(context, 'solana:devnet').id).toBe('devnet')
  })

  it('rejects a malformed id', () => {
    const { context } = setupConnectionTest()
    expect(() => resolveNetwork(context, 'eip155:' as `${string}:${string}`)).toThrow(CaipParseError)
  })
})
