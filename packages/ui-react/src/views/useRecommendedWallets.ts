import type { Connector } from '@walletport/core'
import { useEffect, useState } from 'react'
import { isMobileDevice } from '../components/isMobileDevice.js'
import { arrangeWallets } from '../wallets/arrangeWallets.js'
import { loadWalletDirectory } from '../wallets/loadWalletDirectory.js'
import type { DirectoryWallet, WalletDirectorySource } from '../wallets/types.js'
import type { ViewProps } from './types.js'

/** The directory's most used wallets not already shown (the Connect view's 'Popular'); none until it loads. */
export function useRecommendedWallets(
  client: ViewProps['client'],
  connectors: readonly Connector[],
  enabled: boolean,
  count: number,
  walletDirectoryUrl?: WalletDirectorySource,
): readonly DirectoryWallet[] {
  const [directory, setDirectory] = useState<readonly DirectoryWallet[]>([])
  useEffect(() => {
    if (!enabled) return
    let current = true
    // No directory, no 'Popular' group: All Wallets shows the error where the user can act on it.
    loadWalletDirectory(walletDirectoryUrl).then(
      (wallets) => current && setDirectory(wallets),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [enabled, walletDirectoryUrl])
  if (!enabled || directory.length === 0) return []
  const { options } = client
  return arrangeWallets(directory, {
    shown: connectors,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    isMobile: isMobileDevice(),
    recommendedCount: count,
  }).recommended
}
