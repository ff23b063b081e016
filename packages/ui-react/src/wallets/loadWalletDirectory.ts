import { isSafeImageUrl } from '@walletport/core'
import { InvalidWalletDirectoryError } from './errors.js'
import { parseWalletDirectory } from './parseWalletDirectory.js'
import type { CustomWallet, DirectoryWallet, WalletDirectorySource } from './types.js'

/** A custom wallet's icon is kept only when it is an image URL the modal may show (core's isSafeImageUrl). */
function withSafeIcon(wallet: CustomWallet): CustomWallet {
  if (wallet.iconUrl === undefined || isSafeImageUrl(wallet.iconUrl)) return wallet
  const { iconUrl: _unsafe, ...rest } = wallet
  return rest
}

export interface LoadWalletDirectoryOptions {
  /** The fetch to use; the page's by default. */
  fetch?: typeof fetch
}

/**
 * The wallet directory: the app's own when `url` is given (fetched as JSON and validated), the bundled one
 * otherwise (loaded with `import()`, so it is not in the bundle that loads before the modal opens).
 */
export async function loadWalletDirectory(
  source?: WalletDirectorySource,
  options: LoadWalletDirectoryOptions = {},
): Promise<readonly DirectoryWallet[]> {
  if (typeof source === 'object') {
    const custom = (source.customWallets ?? []).map(withSafeIcon)
    const listed = await loadWalletDirectory(source.url, options)
    const ids = new Set(custom.map((wallet) => wallet.id))
    return [...custom, ...listed.filter((wallet) => !ids.has(wallet.id))]
  }
  const url = source
  if (url === undefined) return (await import('./directory.js')).walletDirectory
  const request = options.fetch ?? globalThis.fetch
  const response = await request(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new InvalidWalletDirectoryError(`${url} answered HTTP ${response.status}`)
  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw new InvalidWalletDirectoryError(`${url} did not return JSON`, { cause })
  }
  return parseWalletDirectory(json)
}
