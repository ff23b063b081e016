import type { Connector } from '@walletport/core'
import { arrangeWallets } from './arrangeWallets.js'
import { walletDirectory } from './directory.js'

const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

describe('arrangeWallets', () => {
  it('recommends the first 4 wallets of the directory', () => {
    const { recommended, others, all } = arrangeWallets(walletDirectory, { isMobile: false })
    expect(ids(recommended)).toEqual(ids(walletDirectory.slice(0, 4)))
    expect(others).toHaveLength(walletDirectory.length - 4)
    expect(all).toHaveLength(walletDirectory.length)
  })

  it('recommends featured wallets first, in the order the app gives', () => {
    const { recommended } = arrangeWallets(walletDirectory, {
      isMobile: false,
      featuredWalletIds: ['leather', 'keplr'],
    })
    expect(ids(recommended)).toEqual(['leather', 'keplr', 'metamask', 'trust'])
  })

  it('does not recommend a wallet already shown as a connector (matched by rdns)', () => {
    const shown: Connector[] = [
      { id: 'x', name: 'Whatever', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
    ]
    const { recommended, others } = arrangeWallets(walletDirectory, { isMobile: false, shown })
    expect(ids(recommended)).not.toContain('metamask')
    expect(ids(others)).toContain('metamask')
  })

  it('applies the include and exclude lists', () => {
    expect(
      ids(arrangeWallets(walletDirectory, { isMobile: false, includeWalletIds: ['safe', 'Rainbow'] }).all),
    ).toEqual(['rainbow', 'safe'])
    expect(
      ids(arrangeWallets(walletDirectory, { isMobile: false, excludeWalletIds: ['io.metamask'] }).all),
    ).not.toContain('metamask')
  })
})
