import { getConnectorChains } from './getConnectorChains.js'

describe('getConnectorChains', () => {
  it('lists a merged entry’s namespaces once each, in order', () => {
    expect(
      getConnectorChains({
        id: 'phantom',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        chains: ['eip155', 'solana'],
        connectors: [
          { id: 'a', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
          { id: 'b', name: 'Phantom', type: 'INJECTED', chain: 'bip122' },
        ],
      }),
    ).toEqual(['eip155', 'solana', 'bip122'])
  })

  it('is the connector’s own chain for a single-chain connector', () => {
    expect(getConnectorChains({ id: 'm', name: 'M', type: 'ANNOUNCED', chain: 'eip155' })).toEqual(['eip155'])
  })
})
