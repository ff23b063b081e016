import { normalizeConnectorName } from './normalizeConnectorName.js'

describe('normalizeConnectorName', () => {
  it("renames 'Trust Wallet' to 'Trust'", () => {
    expect(normalizeConnectorName('Trust Wallet')).toBe('Trust')
    expect(normalizeConnectorName('Trust')).toBe('Trust')
  })

  it.each([
    ['MetaMask', 'MetaMask'],
    ['metamask', 'MetaMask'],
    ['Phantom Wallet', 'Phantom'],
    ['Solflare Wallet', 'Solflare'],
    ['Coin98 Wallet', 'Coin98'],
    ['Magic Eden Wallet', 'Magic Eden'],
    ['Backpack Wallet', 'Backpack'],
    ['Bitget', 'Bitget Wallet'],
    ['Frontier Wallet', 'Frontier'],
    ['Xverse', 'Xverse Wallet'],
    ['Leather Wallet', 'Leather'],
  ])('gives the known wallet %p its canonical name %p', (input, expected) => {
    expect(normalizeConnectorName(input)).toBe(expected)
  })

  it('matches known names whatever the case and extra spaces', () => {
    expect(normalizeConnectorName('  TRUST   wallet ')).toBe('Trust')
    expect(normalizeConnectorName('magic\teden')).toBe('Magic Eden')
  })

  it('keeps unknown names as given, only trimmed', () => {
    expect(normalizeConnectorName('Rabby Wallet')).toBe('Rabby Wallet')
    expect(normalizeConnectorName(' Keplr ')).toBe('Keplr')
    expect(normalizeConnectorName('coinbase wallet')).toBe('coinbase wallet')
  })

  it('does not match a known name inside a longer name', () => {
    expect(normalizeConnectorName('Trust Wallet Extension')).toBe('Trust Wallet Extension')
    expect(normalizeConnectorName('Not MetaMask')).toBe('Not MetaMask')
  })

  it('returns an empty string for an empty or blank name', () => {
    expect(normalizeConnectorName('')).toBe('')
    expect(normalizeConnectorName('   ')).toBe('')
  })
})
