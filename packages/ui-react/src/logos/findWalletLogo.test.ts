import { SOCIAL_PROVIDERS } from '@walletport/core'
import { findNetworkLogo, findWalletLogo } from './findWalletLogo.js'
import { logosLoader } from './logosLoader.js'

describe('findWalletLogo', () => {
  it('finds a bundled mark by directory id, announced rdns or name', async () => {
    const logos = await logosLoader.load()
    expect(findWalletLogo(logos, { id: 'metamask', name: 'x' })).toBe(logos.walletSvgs.metamask)
    expect(findWalletLogo(logos, { id: 'io.rabby', name: 'x' })).toBe(logos.walletSvgs.rabby)
    expect(findWalletLogo(logos, { name: 'Unnamed', rdns: 'app.phantom' })).toBe(logos.walletSvgs.phantom)
    expect(findWalletLogo(logos, { name: 'Token Pocket' })).toBe(logos.walletSvgs.tokenpocket)
    expect(findWalletLogo(logos, { name: 'Ledger' })).toBe(logos.walletSvgs['ledger-live'])
  })

  it('finds nothing for an unknown wallet (a letter tile is drawn instead)', async () => {
    const logos = await logosLoader.load()
    expect(findWalletLogo(logos, { id: 'unknown', name: 'WalletPort EVM Test Wallet' })).toBeUndefined()
  })

  it('every bundled mark is an SVG with no script, external reference, event handler or style attribute (strict CSP)', async () => {
    const logos = await logosLoader.load()
    const all = [logos.walletSvgs, logos.networkSvgs, logos.socialSvgs].flatMap((marks) =>
      Object.values(marks),
    )
    for (const svg of all) {
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).not.toMatch(
        /<script|href="http|xlink:href="http|\son[a-z]+=|<image|<foreignObject|\sstyle=/i,
      )
    }
  })
})

describe('findNetworkLogo', () => {
  it("gives a network's own mark, else its chain's", async () => {
    const logos = await logosLoader.load()
    expect(findNetworkLogo(logos, 'eip155:137')).toBe(logos.networkSvgs['eip155:137'])
    expect(findNetworkLogo(logos, 'eip155:31337')).toBe(logos.networkSvgs.eip155)
    expect(findNetworkLogo(logos, 'solana:localnet')).toBe(logos.networkSvgs.solana)
    expect(findNetworkLogo(logos, 'tron:1')).toBeUndefined()
  })
})

describe('socialSvgs', () => {
  it('has a mark for every OAuth provider (Farcaster is not in the libraries)', async () => {
    const logos = await logosLoader.load()
    expect(SOCIAL_PROVIDERS.filter((provider) => logos.socialSvgs[provider] === undefined)).toEqual([])
    expect(new Set(Object.values(logos.socialSvgs)).size).toBe(Object.keys(logos.socialSvgs).length)
  })
})
