import { createTestContext } from '../../../test/createTestContext.js'
import type { Connector } from '../../connectors/types.js'
import { selectWallet } from './selectWallet.js'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

function withConnectors(
  connectors: Connector[],
  { active = 'eip155', isMobile = false }: { active?: 'eip155' | 'solana'; isMobile?: boolean } = {},
) {
  const context = createTestContext({ platform: { isMobile: () => isMobile } })
  context.store.setState((state) => ({ ...state, connectors, activeChain: active }))
  const seen: unknown[] = []
  context.events.on('SELECT_WALLET', (event) => seen.push(event))
  return { context, seen }
}

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const page = 'https://app.example.com/mint'
const phantomLink = `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://app.example.com')}`

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

  it('opens the chain picker (ConnectingMultiChain) for one wallet entry on several namespaces', () => {
    const phantom: Connector = {
      id: 'phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      chains: ['eip155', 'solana'],
      connectors: [
        { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'phantom-sol', name: 'Phantom', type: 'INJECTED', chain: 'solana', installed: true },
      ],
    }
    const { context } = withConnectors([phantom])
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' })).toEqual({
      view: 'ConnectingMultiChain',
    })
    expect(context.store.getState().modal.data?.connector).toBe(phantom)
  })

  it('opens ConnectingWalletConnect when no connector matches and WalletConnect can pair', () => {
    const { context, seen } = withConnectors([metamask, walletConnect])
    expect(selectWallet(context, { id: 'rainbow', name: 'Rainbow' })).toEqual({
      view: 'ConnectingWalletConnect',
    })
    expect(context.store.getState().modal).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'rainbow', name: 'Rainbow' } },
    })
    expect(seen).toEqual([{ name: 'Rainbow', platform: 'qrcode' }])
  })

  it('opens GetWallet (where to install it) when no connector matches and WalletConnect is not set up', () => {
    const { context } = withConnectors([metamask])
    expect(selectWallet(context, { id: 'rainbow', name: 'Rainbow' })).toEqual({ view: 'GetWallet' })
    expect(context.store.getState().modal).toMatchObject({
      view: 'GetWallet',
      history: ['Connect', 'GetWallet'],
      data: { wallet: { id: 'rainbow', name: 'Rainbow' } },
    })
  })

  it('opens GetWallet when the app turned WalletConnect off, even with its connector listed', () => {
    const context = createTestContext({ options: { enableWalletConnect: false } })
    context.store.setState((state) => ({ ...state, connectors: [walletConnect] }))
    expect(selectWallet(context, { id: 'rainbow', name: 'Rainbow' })).toEqual({ view: 'GetWallet' })
  })

  it('reports the mobile platform for WalletConnect on a phone', () => {
    const { context, seen } = withConnectors([walletConnect], { isMobile: true })
    selectWallet(context, { id: 'rainbow', name: 'Rainbow' })
    expect(seen).toEqual([{ name: 'Rainbow', platform: 'mobile' }])
  })

  it('on Solana on a phone, redirects Phantom without the extension to its browse deep link', () => {
    const { context, seen } = withConnectors([], { active: 'solana', isMobile: true })
    const result = selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })
    expect(result).toEqual({ redirect: phantomLink })
    expect(context.store.getState().modal.view).toBe('Connect')
    expect(seen).toEqual([{ name: 'Phantom', connectorId: undefined, platform: 'mobile' }])
  })

  it('on Solana on a desktop, sends Phantom without the extension to GetWallet, never away from the page', () => {
    const { context, seen } = withConnectors([walletConnect], { active: 'solana' })
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })).toEqual({
      view: 'GetWallet',
    })
    expect(seen).toEqual([])
  })

  it('on Solana on a phone, redirects Coinbase Wallet whose connector is not installed', () => {
    const coinbase: Connector = {
      id: 'coinbase',
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'solana',
      installed: false,
    }
    const { context } = withConnectors([coinbase], { active: 'solana', isMobile: true })
    expect(selectWallet(context, { id: 'coinbase', name: 'Coinbase Wallet' }, { pageUrl: page })).toEqual({
      redirect: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    })
  })

  it('on Solana on a desktop, connects a Coinbase Wallet connector that is not installed (its SDK)', () => {
    const coinbase: Connector = {
      id: 'coinbase',
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'solana',
      installed: false,
    }
    const { context } = withConnectors([coinbase], { active: 'solana' })
    expect(selectWallet(context, { id: 'coinbase', name: 'Coinbase Wallet' }, { pageUrl: page })).toEqual({
      view: 'ConnectingExternal',
    })
  })

  it('on Solana on a phone, uses the page origin when no page URL is given', () => {
    const { context } = withConnectors([], { active: 'solana', isMobile: true })
    expect(selectWallet(context, { id: 'coinbase', name: 'Coinbase Wallet' })).toEqual({
      redirect: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent('http://127.0.0.1:5173')}`,
    })
  })

  it('on Solana, connects an installed Phantom directly', () => {
    const phantom: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
    const { context } = withConnectors([phantom], { active: 'solana', isMobile: true })
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })).toEqual({
      view: 'ConnectingExternal',
    })
  })

  it('does not redirect Phantom outside Solana', () => {
    const { context } = withConnectors([walletConnect], { isMobile: true })
    expect(selectWallet(context, { id: 'phantom', name: 'Phantom' }, { pageUrl: page })).toEqual({
      view: 'ConnectingWalletConnect',
    })
  })

  it('does not redirect other Solana wallets', () => {
    const { context } = withConnectors([walletConnect], { active: 'solana', isMobile: true })
    expect(selectWallet(context, { id: 'solflare', name: 'Solflare' }, { pageUrl: page })).toEqual({
      view: 'ConnectingWalletConnect',
    })
  })
})
