import { getMobileStoreLink } from '../wallets/getMobileHandoffLink.js'
import type { DirectoryWallet } from '../wallets/types.js'
import { getInstallLinks } from './getInstallLinks.js'

const wallet: DirectoryWallet = {
  id: 'w',
  name: 'W',
  chains: ['eip155'],
  homepage: 'https://w.example',
  universalLink: 'https://w.example/app',
  deepLink: 'w://',
  install: {
    chrome: 'https://chromewebstore.google.com/detail/w',
    firefox: 'https://addons.mozilla.org/firefox/addon/w',
    ios: 'https://apps.apple.com/app/w',
    android: 'https://play.google.com/store/apps/details?id=w',
  },
}
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

describe('getInstallLinks', () => {
  it("offers the browser's extension page on a desktop, and nothing to open", () => {
    expect(getInstallLinks(wallet, { mobile: false, userAgent: chrome })).toEqual({
      install: wallet.install?.chrome,
      open: undefined,
    })
    expect(getInstallLinks(wallet, { mobile: false, userAgent: firefox }).install).toBe(
      wallet.install?.firefox,
    )
  })

  it("offers the phone's store and the app's link on a phone", () => {
    expect(getInstallLinks(wallet, { mobile: true, userAgent: iphone })).toEqual({
      install: wallet.install?.ios,
      open: 'https://w.example/app',
    })
    expect(getInstallLinks(wallet, { mobile: true, userAgent: 'Android 15' }).install).toBe(
      wallet.install?.android,
    )
  })

  it("prefers the hand-off table's store page on a phone, where the directory lists none", () => {
    const backpack: DirectoryWallet = {
      id: 'backpack',
      name: 'Backpack',
      chains: ['solana'],
      homepage: 'https://backpack.app',
    }
    const ios = getInstallLinks(backpack, { mobile: true, userAgent: iphone }).install
    const android = getInstallLinks(backpack, { mobile: true, userAgent: 'Android 15' }).install
    expect(ios).toBe(getMobileStoreLink('backpack', 'ios'))
    expect(android).toBe(getMobileStoreLink('backpack', 'android'))
    expect(ios).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(android).toMatch(/^https:\/\/play\.google\.com\//)
    expect(getInstallLinks(backpack, { mobile: false, userAgent: chrome }).install).toBe(
      'https://backpack.app',
    )
  })

  it('falls back to the homepage, and never offers a non-http page to install from', () => {
    const bare = { ...wallet, install: { chrome: 'javascript:alert(1)' } }
    expect(getInstallLinks(bare, { mobile: false, userAgent: chrome }).install).toBe('https://w.example')
    const nothing = { ...bare, homepage: 'ftp://w.example' }
    expect(getInstallLinks(nothing, { mobile: false, userAgent: chrome }).install).toBeUndefined()
    expect(getInstallLinks(undefined, { mobile: true, userAgent: iphone })).toEqual({
      install: undefined,
      open: undefined,
    })
  })
})
