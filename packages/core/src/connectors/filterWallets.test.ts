import { type FilterWalletsOptions, filterWallets } from './filterWallets.js'
import type { Connector, Wallet } from './types.js'

const desktop: FilterWalletsOptions = { isMobile: false }
const mobile: FilterWalletsOptions = { isMobile: true }

const metamask: Wallet = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }
const trust: Wallet = { id: '4622a2b2', name: 'Trust Wallet', rdns: 'com.trustwallet.app' }
const rainbow: Wallet = { id: '1ae92b26', name: 'Rainbow', rdns: 'me.rainbow' }
const zerion: Wallet = { id: 'ecc4036f', name: 'Zerion' }
const browserWallet: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }

function ids(wallets: readonly { id: string }[]): string[] {
  return wallets.map((wallet) => wallet.id)
}

describe('filterWallets', () => {
  it('returns an empty list for no wallets', () => {
    expect(filterWallets([], { ...mobile, announced: [metamask], includeWalletIds: ['x'] })).toEqual([])
  })

  it('keeps every wallet, in order, when no rule applies', () => {
    expect(filterWallets([rainbow, metamask, zerion], desktop)).toEqual([rainbow, metamask, zerion])
  })

  it('drops excluded wallets by rdns, id or case-insensitive name', () => {
    expect(
      ids(
        filterWallets([metamask, trust, rainbow, zerion], { ...desktop, excludeWalletIds: ['io.metamask'] }),
      ),
    ).toEqual(['4622a2b2', '1ae92b26', 'ecc4036f'])
    expect(ids(filterWallets([metamask, rainbow], { ...desktop, excludeWalletIds: ['1ae92b26'] }))).toEqual([
      'c57ca95b',
    ])
    expect(ids(filterWallets([metamask, rainbow], { ...desktop, excludeWalletIds: ['  RAINBOW '] }))).toEqual(
      ['c57ca95b'],
    )
  })

  it('excludes a wallet by its normalised name too', () => {
    expect(ids(filterWallets([trust, rainbow], { ...desktop, excludeWalletIds: ['trust'] }))).toEqual([
      '1ae92b26',
    ])
  })

  it('reads the rdns of a connector from info.rdns', () => {
    const announced: Connector = {
      id: 'x',
      name: 'X',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    }
    expect(filterWallets([announced], { ...desktop, excludeWalletIds: ['io.metamask'] })).toEqual([])
  })

  it("hides the injected 'Browser Wallet' on desktop", () => {
    expect(filterWallets([browserWallet, metamask], desktop)).toEqual([metamask])
    const installed = { ...browserWallet, installed: true, info: { rdns: 'x.y' } }
    expect(filterWallets([installed], desktop)).toEqual([])
  })

  it("hides 'Browser Wallet' on mobile when it has no rdns and is not installed", () => {
    expect(filterWallets([browserWallet], mobile)).toEqual([])
    expect(filterWallets([{ ...browserWallet, installed: false }], mobile)).toEqual([])
  })

  it("shows 'Browser Wallet' on mobile when it is installed or has an rdns", () => {
    const installed = { ...browserWallet, installed: true }
    const withRdns = { ...browserWallet, info: { rdns: 'com.example' } }
    expect(filterWallets([installed, withRdns], mobile)).toEqual([installed, withRdns])
  })

  it("applies the 'Browser Wallet' rule only to injected entries", () => {
    const external: Connector = { ...browserWallet, type: 'EXTERNAL' }
    expect(filterWallets([external], desktop)).toEqual([external])
    expect(filterWallets([{ ...browserWallet, name: 'browser WALLET' }], desktop)).toEqual([])
  })

  it('drops wallets duplicating announced connectors by rdns, id or normalised name', () => {
    const announced: Connector[] = [
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
      { id: 'trust', name: 'Trust', type: 'ANNOUNCED', chain: 'solana' },
      { id: 'zz', name: 'ZZ', type: 'ANNOUNCED', chain: 'eip155', explorerId: '1ae92b26' },
    ]
    const renamedMetaMask: Wallet = { ...metamask, name: 'MetaMask Flask' }
    expect(filterWallets([renamedMetaMask, trust, rainbow, zerion], { ...desktop, announced })).toEqual([
      zerion,
    ])
  })

  it('drops wallets duplicating recent ones', () => {
    expect(
      filterWallets([metamask, rainbow, zerion], { ...desktop, recent: [{ id: '1ae92b26', name: 'R' }] }),
    ).toEqual([metamask, zerion])
    expect(
      filterWallets([metamask, zerion], { ...desktop, recent: [{ id: 'other', name: 'zerion' }] }),
    ).toEqual([metamask])
  })

  it('does not count an entry as a duplicate of itself', () => {
    const announced: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
    const injected: Connector = { ...announced, id: 'injected-mm', type: 'INJECTED' }
    expect(filterWallets([announced, injected], { ...desktop, announced: [announced] })).toEqual([announced])
  })

  it('never matches an id against a name', () => {
    const odd: Wallet = { id: 'metamask', name: 'Odd' }
    expect(filterWallets([odd], { ...desktop, recent: [{ id: 'x', name: 'metamask' }] })).toEqual([odd])
  })

  it('keeps only included wallets when includeWalletIds is not empty', () => {
    const options = { ...desktop, includeWalletIds: ['c57ca95b', 'me.rainbow'] }
    expect(filterWallets([metamask, trust, rainbow, zerion], options)).toEqual([metamask, rainbow])
    expect(filterWallets([metamask, trust], { ...desktop, includeWalletIds: [] })).toEqual([metamask, trust])
    expect(filterWallets([metamask, trust], { ...desktop, includeWalletIds: ['nothing'] })).toEqual([])
  })

  it('lets exclusion win over inclusion', () => {
    const options = { ...desktop, includeWalletIds: ['c57ca95b', '4622a2b2'], excludeWalletIds: ['MetaMask'] }
    expect(filterWallets([metamask, trust], options)).toEqual([trust])
  })

  it('ignores blank entries in the id lists', () => {
    expect(
      filterWallets([zerion], { ...desktop, excludeWalletIds: ['', '  '], includeWalletIds: [''] }),
    ).toEqual([zerion])
  })

  it('keeps repeated wallets it has no rule against', () => {
    expect(filterWallets([zerion, zerion], desktop)).toEqual([zerion, zerion])
  })

  it('does not mutate its inputs', () => {
    const wallets = [metamask, trust, browserWallet]
    const announced = [rainbow]
    const excludeWalletIds = ['Trust']
    const snapshot = structuredClone({ wallets, announced, excludeWalletIds })
    const result = filterWallets(Object.freeze(wallets), { ...desktop, announced, excludeWalletIds })
    expect(result).not.toBe(wallets)
    expect({ wallets, announced, excludeWalletIds }).toEqual(snapshot)
  })

  it('filters 1,000 wallets against 1,000 announced', () => {
    const wallets = Array.from({ length: 1000 }, (_, i) => ({
      id: `w${i}`,
      name: `Wallet ${i}`,
      rdns: `r.${i}`,
    }))
    const announced = Array.from({ length: 1000 }, (_, i) => ({
      id: `a${i}`,
      name: `A ${i}`,
      rdns: `r.${i * 2}`,
    }))
    expect(filterWallets(wallets, { ...desktop, announced })).toHaveLength(500)
  })
})
