import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectInput } from '@wallet-standard/features'
import { LocalNetworkAccessError } from './LocalNetworkAccessError.js'
import { withLocalNetworkAccess } from './withLocalNetworkAccess.js'

/** A Wallet Standard wallet that records its connects. */
function recordingWallet() {
  const connects: (StandardConnectInput | undefined)[] = []
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Mobile Wallet Adapter',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: StandardConnectInput) => {
          connects.push(input)
          return { accounts: [] }
        },
      },
    },
  }
  return { wallet, connects }
}

/** The browser's answers: a permission state (or a query that throws, as where the name is unknown). */
function page(state: PermissionState | 'unknown') {
  const fetched: string[] = []
  return {
    fetched,
    permissions: {
      query: async () => {
        if (state === 'unknown') throw new TypeError("'loopback-network' is not a valid PermissionName")
        return { state } as PermissionStatus
      },
    },
    fetch: (async (url: string) => {
      fetched.push(url)
      return new Response(null)
    }) as typeof fetch,
  }
}

const connectOf = (wallet: Wallet) =>
  (wallet.features['standard:connect'] as { connect(input?: StandardConnectInput): Promise<unknown> }).connect

describe('withLocalNetworkAccess', () => {
  it('connects when the permission is granted, or where the browser has no such permission', async () => {
    for (const state of ['granted', 'unknown'] as const) {
      const { wallet, connects } = recordingWallet()
      await connectOf(withLocalNetworkAccess(wallet, page(state)))()
      expect([state, connects]).toEqual([state, [undefined]])
    }
  })

  it('asked for: the wallet is not called, the browser is made to ask (a loopback request), a named error', async () => {
    const { wallet, connects } = recordingWallet()
    const browser = page('prompt')
    const error = await connectOf(withLocalNetworkAccess(wallet, browser))().catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(LocalNetworkAccessError)
    expect(error).toMatchObject({ state: 'prompt' })
    expect(connects).toEqual([])
    expect(browser.fetched).toEqual(['http://localhost/'])
  })

  it('refused: a named error saying where to allow it, no request', async () => {
    const { wallet, connects } = recordingWallet()
    const browser = page('denied')
    await expect(connectOf(withLocalNetworkAccess(wallet, browser))()).rejects.toThrow(/site settings/)
    expect(connects).toEqual([])
    expect(browser.fetched).toEqual([])
  })

  it('a silent connect (reconnect from the saved authorisation) is not held', async () => {
    const { wallet, connects } = recordingWallet()
    await connectOf(withLocalNetworkAccess(wallet, page('denied')))({ silent: true })
    expect(connects).toEqual([{ silent: true }])
  })

  it('passes the rest of the wallet through', () => {
    const { wallet } = recordingWallet()
    const wrapped = withLocalNetworkAccess(wallet, page('granted'))
    expect([wrapped.name, wrapped.version, wrapped.icon, wrapped.chains]).toEqual([
      wallet.name,
      wallet.version,
      wallet.icon,
      wallet.chains,
    ])
  })
})
