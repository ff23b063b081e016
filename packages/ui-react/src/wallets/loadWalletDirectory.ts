import { InvalidWalletDirectoryError } from './errors.js'
import { parseWalletDirectory } from './parseWalletDirectory.js'
import type { DirectoryWallet } from './types.js'

export interface LoadWalletDirectoryOptions {
  /** The fetch to use; the page's by default. */
  fetch?: typeof fetch
}

/**
 * The wallet directory: the app's own when `url` is given (fetched as JSON and validated), the bundled one
 * otherwise (loaded with `import()`, so it is not in the bundle that loads before the modal opens).
 */
export async function loadWalletDirectory(
  url?: string,
  options: LoadWalletDirectoryOptions = {},
): Promise<readonly DirectoryWallet[]> {
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
