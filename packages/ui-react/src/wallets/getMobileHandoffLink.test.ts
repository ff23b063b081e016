import { InvalidPageUrlError } from '@walletport/core'
import { walletDirectory } from './directory.js'
import { getMobileHandoffLink, getMobileStoreLink, getPhonePlatform } from './getMobileHandoffLink.js'
import { mobileHandoffs } from './mobileHandoffs.js'

const uri = 'wc:7f6e504b@2?relay-protocol=irn&symKey=5d&expiryTimestamp=1'
const pageUrl = 'https://dapp.example/swap?from=eth#top'
const REQUIRED = [
  'metamask',
  'trust',
  'coinbase',
  'rainbow',
  'okx',
  'phantom',
  'solflare',
  'backpack',
  'xverse',
  'leather',
  'unisat',
  'keplr',
  'leap',
  'talisman',
  'subwallet',
  'nova',
]

describe('mobileHandoffs', () => {
  it('covers every wallet the issue names, each a directory wallet with a source', () => {
    const ids = mobileHandoffs.map((entry) => entry.id)
    expect(ids).toEqual(expect.arrayContaining(REQUIRED))
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of mobileHandoffs) {
      expect(walletDirectory.some((wallet) => wallet.id === entry.id)).toBe(true)
      expect(entry.sources.length).toBeGreaterThan(0)
    }
  })

  it('lists only https store pages on the two stores', () => {
    for (const { stores } of mobileHandoffs) {
      if (stores.ios) expect(stores.ios).toMatch(/^https:\/\/apps\.apple\.com\/app\/id\d+$/)
      if (stores.android)
        expect(stores.android).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/)
    }
  })

  it('puts the pairing uri in every WalletConnect template and the page in every browse template', () => {
    for (const { walletConnect, browse } of mobileHandoffs) {
      for (const template of Object.values(walletConnect ?? {})) expect(template).toContain('{uri}')
      if (browse) expect(browse).toMatch(/\{(url|bareUrl|okxDeepLink)\}/)
    }
  })
})

describe('getMobileHandoffLink', () => {
  it('parameters: a pairing uri: the universal link, the uri encoded exactly once', () => {
    const link = getMobileHandoffLink('metamask', { platform: 'ios', pageUrl, uri })
    expect(link).toEqual({
      kind: 'walletconnect',
      href: `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    })
    expect(new URL(link?.href ?? '').searchParams.get('uri')).toBe(uri)
  })

  it('behavior: a wallet with only a scheme gets its native link', () => {
    expect(getMobileHandoffLink('nova', { platform: 'ios', pageUrl, uri })?.href).toBe(
      `novawallet://wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('behavior: Android gets the intent form where the wallet documents one, iOS the scheme', () => {
    expect(getMobileHandoffLink('keplr', { platform: 'android', pageUrl, uri })?.href).toBe(
      `intent://wcV2?${encodeURIComponent(uri)}#Intent;package=com.chainapsis.keplr;scheme=keplrwallet;end;`,
    )
    expect(getMobileHandoffLink('keplr', { platform: 'ios', pageUrl, uri })?.href).toBe(
      `keplrwallet://wcV2?${encodeURIComponent(uri)}`,
    )
  })

  it("behavior: browse wallets reopen the page in their browser (the spec's Phantom rule)", () => {
    expect(getMobileHandoffLink('phantom', { platform: 'ios', pageUrl })).toEqual({
      kind: 'browse',
      href: `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent('https://dapp.example')}`,
    })
    expect(getMobileHandoffLink('coinbase', { platform: 'android', pageUrl, uri })?.href).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
    )
    const okx = new URL(getMobileHandoffLink('okx', { platform: 'ios', pageUrl })?.href ?? '')
    expect(okx.origin + okx.pathname).toBe('https://web3.okx.com/download')
    expect(okx.searchParams.get('deeplink')).toBe(
      `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`,
    )
  })

  it('behavior: no hand-off for a WalletConnect wallet before its uri, nor for a wallet without one', () => {
    expect(getMobileHandoffLink('metamask', { platform: 'ios', pageUrl })).toBeUndefined()
    expect(getMobileHandoffLink('talisman', { platform: 'ios', pageUrl, uri })).toBeUndefined()
    expect(getMobileHandoffLink('not-a-wallet', { platform: 'ios', pageUrl, uri })).toBeUndefined()
  })

  it('behavior: a page that is no http(s) URL is refused by name', () => {
    expect(() => getMobileHandoffLink('phantom', { platform: 'ios', pageUrl: 'not a url' })).toThrow(
      InvalidPageUrlError,
    )
  })
})

describe('getMobileStoreLink / getPhonePlatform', () => {
  it('gives the store of the phone', () => {
    expect(getMobileStoreLink('rainbow', 'ios')).toBe('https://apps.apple.com/app/id1457119021')
    expect(getMobileStoreLink('rainbow', 'android')).toBe(
      'https://play.google.com/store/apps/details?id=me.rainbow',
    )
    expect(getMobileStoreLink('talisman', 'ios')).toBeUndefined()
  })

  it('tells iPhone from Android from desktop', () => {
    expect(getPhonePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1')).toBe(
      'ios',
    )
    expect(getPhonePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36')).toBe(
      'android',
    )
    expect(getPhonePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBeUndefined()
  })
})
