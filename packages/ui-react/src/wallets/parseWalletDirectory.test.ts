import { walletDirectory } from './directory.js'
import { parseWalletDirectory } from './parseWalletDirectory.js'

const valid = {
  id: 'acme',
  name: 'Acme Wallet',
  rdns: 'com.acme',
  chains: ['eip155'],
  homepage: 'https://acme.example',
  deepLink: 'acme://',
  universalLink: 'https://link.acme.example',
  install: { chrome: 'https://chromewebstore.google.com/detail/abc' },
}

describe('parseWalletDirectory', () => {
  it('accepts the bundled directory unchanged', () => {
    expect(parseWalletDirectory(JSON.parse(JSON.stringify(walletDirectory)))).toEqual(walletDirectory)
  })

  it('keeps the known fields and drops unknown ones', () => {
    expect(parseWalletDirectory([{ ...valid, tracking: 'x' }])).toEqual([valid])
  })

  it('accepts an entry with only an id and a name', () => {
    expect(parseWalletDirectory([{ id: 'a', name: 'A' }])).toEqual([
      { id: 'a', name: 'A', chains: [], homepage: '' },
    ])
  })

  it('refuses something other than an array', () => {
    expect(() => parseWalletDirectory({ wallets: [] })).toThrow('Invalid wallet directory: expected an array')
  })

  it('refuses an entry without an id or a name', () => {
    expect(() => parseWalletDirectory([{ name: 'A' }])).toThrow('[0].id is missing')
    expect(() => parseWalletDirectory([valid, { id: 'b', name: ' ' }])).toThrow('[1].name is missing')
  })

  it('refuses links that could run script or leave https', () => {
    expect(() => parseWalletDirectory([{ ...valid, deepLink: 'javascript:alert(1)//' }])).toThrow(
      '[0].deepLink',
    )
    expect(() => parseWalletDirectory([{ ...valid, homepage: 'http://acme.example' }])).toThrow(
      '[0].homepage',
    )
    expect(() => parseWalletDirectory([{ ...valid, install: { ios: 'data:text/html,x' } }])).toThrow(
      '[0].install.ios',
    )
  })

  it('refuses chains that are not namespaces and ids listed twice', () => {
    expect(() => parseWalletDirectory([{ ...valid, chains: ['EIP155!'] }])).toThrow('[0].chains')
    expect(() => parseWalletDirectory([valid, valid])).toThrow('[1].id acme is listed twice')
  })
})
