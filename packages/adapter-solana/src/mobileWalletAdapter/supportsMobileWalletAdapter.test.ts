import { supportsMobileWalletAdapter } from './supportsMobileWalletAdapter.js'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

describe('supportsMobileWalletAdapter', () => {
  it('is Android Chrome in a secure context only', () => {
    expect(supportsMobileWalletAdapter({ userAgent: ANDROID_CHROME, isSecureContext: true })).toBe(true)
    expect(supportsMobileWalletAdapter({ userAgent: ANDROID_CHROME, isSecureContext: false })).toBe(false)
  })

  it('is not an Android WebView (a wallet or social app browser), an iPhone or a desktop', () => {
    for (const userAgent of [ANDROID_WEBVIEW, IPHONE, DESKTOP]) {
      expect([userAgent, supportsMobileWalletAdapter({ userAgent, isSecureContext: true })]).toEqual([
        userAgent,
        false,
      ])
    }
  })
})
