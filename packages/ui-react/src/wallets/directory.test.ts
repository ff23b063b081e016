import { walletDirectory } from './directory.js'

describe('walletDirectory', () => {
  it('holds about 60 wallets with unique ids and rdns', () => {
    expect(walletDirectory.length).toBeGreaterThanOrEqual(60)
    const ids = walletDirectory.map((wallet) => wallet.id)
    expect(new Set(ids).size).toBe(ids.length)
    const rdns = walletDirectory.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  it('carries the public EIP-6963 ids and link schemes of the best-known wallets', () => {
    const metamask = walletDirectory.find((wallet) => wallet.id === 'metamask')
    expect(metamask).toMatchObject({
      rdns: 'io.metamask',
      deepLink: 'metamask://',
      universalLink: 'https://metamask.app.link',
    })
    const byRdns = new Set(walletDirectory.map((wallet) => wallet.rdns))
    for (const rdns of [
      'com.coinbase.wallet',
      'com.trustwallet.app',
      'io.rabby',
      'app.phantom',
      'me.rainbow',
    ]) {
      expect(byRdns).toContain(rdns)
    }
  })

  it('covers every namespace WalletPort supports', () => {
    const chains = new Set(walletDirectory.flatMap((wallet) => wallet.chains))
    expect([...chains].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
  })
})
