import { getWalletConnectLinks } from './getWalletConnectLinks.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=5d'

describe('getWalletConnectLinks', () => {
  it('appends wc?uri= with the uri encoded to a bare scheme', () => {
    expect(getWalletConnectLinks({ deepLink: 'metamask://' }, uri).deepLink).toBe(
      `metamask://wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('puts a slash before wc when the deep link has a path', () => {
    expect(getWalletConnectLinks({ deepLink: 'okex://main' }, uri).deepLink).toBe(
      `okex://main/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('builds the universal link with exactly one slash before wc', () => {
    const expected = `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`
    expect(getWalletConnectLinks({ universalLink: 'https://metamask.app.link' }, uri).universalLink).toBe(
      expected,
    )
    expect(getWalletConnectLinks({ universalLink: 'https://metamask.app.link/' }, uri).universalLink).toBe(
      expected,
    )
  })

  it('gives no link the wallet has no template for', () => {
    expect(getWalletConnectLinks({}, uri)).toEqual({})
  })
})
