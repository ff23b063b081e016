import type { Connector } from '../../connectors/types.js'
import { createTestContext } from '../createTestContext.js'
import { selectWallet } from './selectWallet.js'

function withConnectors(connectors: Connector[], active: 'eip155' | 'solana' = 'eip155', isMobile = false) {
  const context = createTestContext({ platform: { isMobile: () => isMobile } })
  context.store.setState((state) => ({ ...state, connectors, activeChain: active }))
  const seen: unknown[] = []
  context.events.on('SELECT_WALLET', (event) => seen.push(event))
  return { context, seen }
}

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const page = 'https://app.example.com/mint'

describe('selectWallet', () => {
  it('opens ConnectingExternal with the connector when one matches', () => {
    const { context, seen } = withConnectors([metamask])
    expect(selectWallet(context, { id: 'c57ca95b', name: 'MetaMask' })).toEqual({
      view: 'ConnectingExternal',
    })
    expect(context.store.getState().modal).toMatchObject({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connector: metamask, wallet: { id: 'c57ca95b', name: 'MetaMask' } },
    })
    expect(seen).toEqual([{ name: 'MetaMask', connectorId: 'io.metamask', platform: 'browser' }])
  })

  it('opens ConnectingWalletConnect when no connector matches', () => {
    const { context, seen } = withConnectors([metamask])
    expect(selectWallet(context, { id: 'rainbow', name: 'Rainbow' })).toEqual({
      view: 'ConnectingWalletConnect',
    })
    expect(context.store.getState().modal).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'rainbow', name: 'Rainbow' } },
    })
    expect(seen).toEqual([{ name: 'Rainbow', platform: 'qrcode' }])
  })

  it('reports the mobile platform for WalletConnect on a phone', () => {
    const { context, seen } = withConnectors([], 'eip155', true)
    selectWallet(context, { id: 'rainbow', name: 'Rainbow' })
    expect(seen).toEqual([{ name: 'Rainbow', platform: 'mobile' }])
  })

  it('on Solana, redirects Phantom without the extension to its browse deep link', () => {
    const { context, seen } = withConnectors([], 'solana')
    const result = selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })
    expect(result).toEqual({
      redirect: `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://app.example.com')}`,
    })
    expect(context.store.getState().modal.view).toBe('Connect')
    expect(seen).toEqual([{ name: 'Phantom', connectorId: undefined, platform: 'mobile' }])
  })

  it('on Solana, redirects Coinbase Wallet whose connector is not installed', () => {
    const coinbase: Connector = {
      id: 'coinbase',
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'solana',
      installed: false,
    }
    const { context } = withConnectors([coinbase], 'solana')
    expect(selectWallet(context, { id: 'coinbase', name: 'Coinbase Wallet' }, { pageUrl: page })).toEqual({
      redirect: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    })
  })

  it('on Solana, uses the page origin when no page URL is given', () => {
    const { context } = withConnectors([], 'solana')
    expect(selectWallet(context, { id: 'coinbase', name: 'Coinbase Wallet' })).toEqual({
      redirect: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent('http://127.0.0.1:5173')}`,
    })
  })

  it('on Solana, connects an installed Phantom directly', () => {
    const phantom: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
    const { context } = withConnectors([phantom], 'solana')
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })).toEqual({
      view: 'ConnectingExternal',
    })
  })

  it('does not redirect Phantom outside Solana', () => {
    const { context } = withConnectors([], 'eip155')
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })).toEqual({
      view: 'ConnectingWalletConnect',
    })
  })

  it('does not redirect other Solana wallets', () => {
    const { context } = withConnectors([], 'solana')
    expect(selectWallet(context, { id: 'solflare', name: 'Solflare' }, { pageUrl: page })).toEqual({
      view: 'ConnectingWalletConnect',
    })
  })
})
