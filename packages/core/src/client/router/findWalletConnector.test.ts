import type { Connector } from '../../connectors/types.js'
import { findWalletConnector } from './findWalletConnector.js'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  explorerId: 'c57ca95b',
  info: { rdns: 'io.metamask' },
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const merged: Connector = {
  id: 'phantom',
  name: 'Phantom',
  type: 'MULTI_CHAIN',
  chain: 'solana',
  connectors: [
    { id: 'app.phantom', name: 'Phantom Wallet', type: 'ANNOUNCED', chain: 'eip155', explorerId: 'a797aa35' },
  ],
}
const connectors = [walletConnect, metamask, merged]

describe('findWalletConnector', () => {
  it('matches by id, explorer id or rdns', () => {
    expect(findWalletConnector(connectors, { id: 'io.metamask', name: 'x' })).toBe(metamask)
    expect(findWalletConnector(connectors, { id: 'c57ca95b', name: 'x' })).toBe(metamask)
    expect(findWalletConnector(connectors, { id: 'other', name: 'x', rdns: 'io.metamask' })).toBe(metamask)
  })

  it('matches by normalised name', () => {
    expect(findWalletConnector(connectors, { id: 'other', name: 'metamask wallet' })).toBe(metamask)
  })

  it('matches inside a multi-chain entry and returns the entry', () => {
    expect(findWalletConnector(connectors, { id: 'a797aa35', name: 'x' })).toBe(merged)
  })

  it('never takes WalletConnect as a wallet connector', () => {
    expect(findWalletConnector(connectors, { id: 'walletConnect', name: 'WalletConnect' })).toBeUndefined()
  })

  it('finds nothing for an unknown wallet', () => {
    expect(
      findWalletConnector(connectors, { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }),
    ).toBeUndefined()
  })
})
