import type { Connector } from '@walletport/core'
import { createLeatherClient, type LeatherLike } from './createLeatherClient.js'
import { createPhantomClient, type PhantomBitcoinLike } from './createPhantomClient.js'
import { createSatsConnectClient, type SatsConnectProviderLike } from './createSatsConnectClient.js'
import { createUnisatClient, type UnisatLike } from './createUnisatClient.js'
import { createWalletStandardClient, type StandardWallet } from './createWalletStandardClient.js'
import type { BitcoinWalletClient, BitcoinWindow } from './types.js'

export interface DiscoveredWallet {
  connector: Connector
  client: BitcoinWalletClient
  /** Ids the same wallet was found under through another API (merged into this connector). */
  aliases: string[]
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

function injected(
  id: string,
  name: string,
  client: BitcoinWalletClient,
  imageUrl?: string,
): DiscoveredWallet {
  return {
    connector: {
      id,
      name,
      type: 'INJECTED',
      chain: 'bip122',
      installed: true,
      provider: client.provider,
      ...(imageUrl && { imageUrl }),
    },
    client,
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
    found.push(injected(id, name, createSatsConnectClient(provider as SatsConnectProviderLike), icon))
  }
  for (const entry of target.btc_providers ?? [])
    satsConnect(entry.id, entry.name, at(target, entry.id), entry.icon)
  satsConnect('XverseProviders.BitcoinProvider', 'Xverse', at(target, 'XverseProviders.BitcoinProvider'))
  satsConnect('BitcoinProvider', 'Bitcoin Provider', target.BitcoinProvider)

  const leather = target.LeatherProvider as LeatherLike | undefined
  if (typeof leather?.request === 'function')
    found.push(injected('LeatherProvider', 'Leather', createLeatherClient(leather)))
  const unisat = target.unisat as UnisatLike | undefined
  if (typeof unisat?.signPsbt === 'function')
    found.push(injected('unisat', 'Unisat', createUnisatClient(unisat, { networks })))
  const okx = at(target, 'okxwallet.bitcoin') as UnisatLike | undefined
  if (typeof okx?.signPsbt === 'function') {
    found.push(
      injected('okxwallet.bitcoin', 'OKX Wallet', createUnisatClient(okx, { networks: ['mainnet'] })),
    )
  }
  const phantom = at(target, 'phantom.bitcoin') as PhantomBitcoinLike | undefined
  if (typeof phantom?.requestAccounts === 'function') {
    found.push(injected('phantom.bitcoin', 'Phantom', createPhantomClient(phantom)))
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
    client: createWalletStandardClient(wallet),
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
