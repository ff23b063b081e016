import type { Connector } from '../../connectors/types.js'
import { DEFAULT_FEATURES } from '../resolveOptions.js'
import { getConnectMethods } from './getConnectMethods.js'

const injected: Connector = { id: 'memory', name: 'Memory Wallet', type: 'INJECTED', chain: 'eip155' }
const announced: Connector = { id: 'rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }
const walletConnect: Connector = { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }

describe('getConnectMethods', () => {
  it('orders wallet, email, social when an injected wallet is shown', () => {
    expect(getConnectMethods(DEFAULT_FEATURES, [injected, auth])).toEqual(['wallet', 'email', 'social'])
  })

  it('orders wallet first for an announced wallet inside a merged entry too', () => {
    const merged: Connector = { ...announced, type: 'MULTI_CHAIN', connectors: [announced] }
    expect(getConnectMethods(DEFAULT_FEATURES, [auth, merged])).toEqual(['wallet', 'email', 'social'])
  })

  it('puts email and social first when no wallet is in the page', () => {
    expect(getConnectMethods(DEFAULT_FEATURES, [walletConnect, auth])).toEqual(['email', 'social', 'wallet'])
  })

  it('offers email and social only with an auth connector', () => {
    expect(getConnectMethods(DEFAULT_FEATURES, [injected, walletConnect])).toEqual(['wallet'])
  })

  it('offers email and social only when their features are on', () => {
    const features = { ...DEFAULT_FEATURES, email: false, socials: false as const }
    expect(getConnectMethods(features, [injected, auth])).toEqual(['wallet'])
    expect(getConnectMethods({ ...DEFAULT_FEATURES, socials: [] }, [injected, auth])).toEqual([
      'wallet',
      'email',
    ])
  })

  it("follows the app's connectMethodsOrder, appending the methods it leaves out", () => {
    const features = { ...DEFAULT_FEATURES, connectMethodsOrder: ['social', 'email', 'wallet'] as const }
    expect(getConnectMethods(features, [injected, auth])).toEqual(['social', 'email', 'wallet'])
    const partial = { ...DEFAULT_FEATURES, connectMethodsOrder: ['email'] as const }
    expect(getConnectMethods(partial, [injected, auth])).toEqual(['email', 'wallet', 'social'])
  })
})
