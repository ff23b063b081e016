import type { Connector } from '@walletport/core'
import type { LeatherLike } from './createLeatherClient.js'
import type { PhantomBitcoinLike } from './createPhantomClient.js'
import type { SatsConnectProviderLike } from './createSatsConnectClient.js'
import type { UnisatLike } from './createUnisatClient.js'
import type { StandardWallet } from './createWalletStandardClient.js'
import type { BitcoinWalletClient, BitcoinWindow } from './types.js'

type WalletClients = typeof import('./walletClients.js')

export interface DiscoveredWallet {
  connector: Connector
  /** The wallet's API client, made the first time it is asked for (its code loads then), the same one after. */
  loadClient(): Promise<BitcoinWalletClient>
  /** Ids the same wallet was found under through another API (merged into this connector). */
  aliases: string[]
}

/** One client per discovered wallet, from the clients' module, fetched on first use (again after a failed fetch). */
function lazyClient(
  create: (clients: WalletClients) => BitcoinWalletClient,
): () => Promise<BitcoinWalletClient> {
  let client: Promise<BitcoinWalletClient> | undefined
  return () => {
    client ??= import('./walletClients.js').then(create).catch((error: unknown) => {
      client = undefined
      throw error
    })
    return client
  }
}

/** Reads a dotted path ('XverseProviders.BitcoinProvider') off the window. */
function at(target: BitcoinWindow, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], target)
}

const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-')

/** Wallet Standard ids: 'wallet-standard:' and the lower-cased, dashed name (as on the other chains). */
export const toStandardConnectorId = (name: string) => `wallet-standard:${slug(name)}`

function injected<P>(
  id: string,
  name: string,
  provider: P,
  create: (clients: WalletClients, provider: P) => BitcoinWalletClient,
  imageUrl?: string,
): DiscoveredWallet {
  return {
    connector: {
      id,
      name,
      type: 'INJECTED',
      chain: 'bip122',
      installed: true,
      provider,
      ...(imageUrl && { imageUrl }),
    },
    loadClient: lazyClient((clients) => create(clients, provider)),
    aliases: [],
  }
}

/**
 * Every Bitcoin wallet the page offers, each through its own API: sats-connect providers (window.btc_providers,
 * window.XverseProviders.BitcoinProvider, window.BitcoinProvider), Leather, Unisat, OKX, Phantom, and Wallet
 * Standard wallets with bitcoin features. A wallet found through two APIs (same name) is listed once, under its
 * Wallet Standard id; the other id is kept as an alias so connect still accepts it.
 */
export function discoverInjectedWallets(
  target: BitcoinWindow,
  standardWallets: readonly StandardWallet[],
  networks: readonly string[],
): DiscoveredWallet[] {
  const found: DiscoveredWallet[] = []
  const seenProviders = new Set<unknown>()
  const satsConnect = (id: string, name: string, provider: unknown, icon?: string) => {
    if (typeof (provider as SatsConnectProviderLike | undefined)?.request !== 'function') return
    if (seenProviders.has(provider)) return
    seenProviders.add(provider)
    found.push(
      injected(
        id,
        name,
        provider as SatsConnectProviderLike,
        (clients, wallet) => clients.createSatsConnectClient(wallet),
        icon,
      ),
    )
  }
  for (const entry of target.btc_providers ?? [])
    satsConnect(entry.id, entry.name, at(target, entry.id), entry.icon)
  satsConnect('XverseProviders.BitcoinProvider', 'Xverse', at(target, 'XverseProviders.BitcoinProvider'))
  satsConnect('BitcoinProvider', 'Bitcoin Provider', target.BitcoinProvider)

  const leather = target.LeatherProvider as LeatherLike | undefined
  if (typeof leather?.request === 'function')
    found.push(
      injected('LeatherProvider', 'Leather', leather, (clients, wallet) =>
        clients.createLeatherClient(wallet),
      ),
    )
  const unisat = target.unisat as UnisatLike | undefined
  if (typeof unisat?.signPsbt === 'function')
    found.push(
      injected('unisat', 'Unisat', unisat, (clients, wallet) =>
        clients.createUnisatClient(wallet, { networks }),
      ),
    )
  const okx = at(target, 'okxwallet.bitcoin') as UnisatLike | undefined
  if (typeof okx?.signPsbt === 'function') {
    found.push(
      injected('okxwallet.bitcoin', 'OKX Wallet', okx, (clients, wallet) =>
        clients.createUnisatClient(wallet, { networks: ['mainnet'] }),
      ),
    )
  }
  const phantom = at(target, 'phantom.bitcoin') as PhantomBitcoinLike | undefined
  if (typeof phantom?.requestAccounts === 'function') {
    found.push(
      injected('phantom.bitcoin', 'Phantom', phantom, (clients, wallet) =>
        clients.createPhantomClient(wallet),
      ),
    )
  }

  const standard = standardWallets.map((wallet) => ({
    connector: {
      id: toStandardConnectorId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED' as const,
      chain: 'bip122',
      imageUrl: wallet.icon,
      installed: true,
      provider: wallet,
    },
    loadClient: lazyClient((clients) => clients.createWalletStandardClient(wallet)),
    aliases: [] as string[],
  }))
  const byName = new Map(standard.map((wallet) => [slug(wallet.connector.name), wallet]))
  const kept = found.filter((wallet) => {
    const twin = byName.get(slug(wallet.connector.name))
    if (!twin) return true
    twin.aliases.push(wallet.connector.id, ...wallet.aliases)
    return false
  })
  return [...standard, ...kept]
}
