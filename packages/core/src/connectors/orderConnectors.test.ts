import type { OrderConnectorsOptions } from './groupConnectors.js'
import { orderConnectors } from './orderConnectors.js'
import type { Connector, ConnectorType } from './types.js'

function connector(id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector {
  return { id, name: id, chain: 'eip155', type, ...extra }
}

const options: OrderConnectorsOptions = {
  enableWalletConnect: true,
  connectedViaWalletConnect: false,
  recentIds: [],
  featuredWalletIds: [],
}

describe('orderConnectors', () => {
  it('returns an empty list for no connectors', () => {
    expect(orderConnectors([], options)).toEqual([])
  })

  it('orders walletConnect, recent, injected, featured, custom, external, recommended by default', () => {
    const input = [
      connector('rec', 'INJECTED'),
      connector('ext', 'EXTERNAL'),
      connector('mine', 'INJECTED'),
      connector('feat', 'EXTERNAL'),
      connector('inj', 'ANNOUNCED'),
      connector('recent', 'EXTERNAL'),
      connector('wc', 'WALLET_CONNECT'),
    ]
    const ordered = orderConnectors(input, {
      ...options,
      recentIds: ['recent'],
      featuredWalletIds: ['feat'],
      customIds: ['mine'],
      recommendedIds: ['rec'],
    })
    expect(ordered.map((c) => c.id)).toEqual(['wc', 'recent', 'inj', 'feat', 'mine', 'ext', 'rec'])
  })

  it('follows a configured connectorTypeOrder', () => {
    const input = [
      connector('wc', 'WALLET_CONNECT'),
      connector('inj', 'ANNOUNCED'),
      connector('ext', 'EXTERNAL'),
    ]
    const ordered = orderConnectors(input, { ...options, connectorTypeOrder: ['external', 'injected'] })
    expect(ordered.map((c) => c.id)).toEqual(['ext', 'inj', 'wc'])
  })

  it('returns the same connector objects, each once', () => {
    const input = [connector('a', 'ANNOUNCED'), connector('b', 'EXTERNAL')]
    const ordered = orderConnectors(input, { ...options, recentIds: ['b', 'a'], featuredWalletIds: ['a'] })
    expect(ordered).toEqual([input[1], input[0]])
    expect(ordered[0]).toBe(input[1])
  })

  it('orders 1,000 connectors', () => {
    const input = Array.from({ length: 1000 }, (_, i) => connector(`c${i}`, i % 2 ? 'EXTERNAL' : 'ANNOUNCED'))
    const recentIds = ['c999', 'c998']
    const ordered = orderConnectors(input, { ...options, recentIds })
    expect(ordered).toHaveLength(1000)
    expect(ordered.slice(0, 3).map((c) => c.id)).toEqual(['c999', 'c998', 'c0'])
  })
})
