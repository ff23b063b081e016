import { useEffect, useState } from 'react'
import { loadWalletDirectory } from '../wallets/loadWalletDirectory.js'
import type { DirectoryWallet, WalletDirectorySource } from '../wallets/types.js'

/** The chosen wallet's directory entry: undefined while loading (or not `enabled`), null when the directory has none. */
export function useDirectoryEntry(
  walletId: string | undefined,
  enabled: boolean,
  url: WalletDirectorySource | undefined,
) {
  const [entry, setEntry] = useState<DirectoryWallet | null | undefined>(undefined)
  useEffect(() => {
    if (!enabled || walletId === undefined) return
    let current = true
    loadWalletDirectory(url).then(
      (wallets) => current && setEntry(wallets.find((wallet) => wallet.id === walletId) ?? null),
      () => current && setEntry(null),
    )
    return () => {
      current = false
    }
  }, [walletId, enabled, url])
  return entry
}
