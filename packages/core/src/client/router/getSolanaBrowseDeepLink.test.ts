import { InvalidPageUrlError } from '../../errors/router.js'
import { getSolanaBrowseDeepLink } from './getSolanaBrowseDeepLink.js'

const page = 'https://app.example.com/swap?x=1#top'

describe('getSolanaBrowseDeepLink', () => {
  it("builds Phantom's browse link with the page and its origin as ref", () => {
    expect(getSolanaBrowseDeepLink('Phantom', page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://app.example.com')}`,
    )
  })

  it("builds Coinbase Wallet's dapp link with the page", () => {
    expect(getSolanaBrowseDeepLink('Coinbase Wallet', page)).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    )
  })

  it('recognises the wallet names whatever their case or spacing', () => {
    expect(getSolanaBrowseDeepLink(' phantom  wallet', page)).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
    expect(getSolanaBrowseDeepLink('coinbase', page)).toMatch(/^https:\/\/go\.cb-w\.com\/dapp\?cb_url=/)
  })

  it('has no link for other wallets', () => {
    expect(getSolanaBrowseDeepLink('Solflare', page)).toBeUndefined()
  })

  it('refuses a page URL that is not absolute http(s)', () => {
    expect(() => getSolanaBrowseDeepLink('Phantom', '/swap')).toThrow(InvalidPageUrlError)
    expect(() => getSolanaBrowseDeepLink('Phantom', 'javascript:alert(1)')).toThrow('Invalid page URL')
  })
})
