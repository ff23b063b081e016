import { normalizeConnectorName } from '@walletport/core'
import { useEffect, useState } from 'react'
import { loadWalletDirectory } from '../wallets/loadWalletDirectory.js'
import type { WalletDirectorySource } from '../wallets/types.js'

export interface WalletKeys {
  id?: string | undefined
  name: string
  rdns?: string | undefined
}

/** Where to get a wallet (its browser extension's page, else its homepage), from the directory; undefined if unlisted. */
export function useWalletInstallUrl(wallet: WalletKeys, url?: WalletDirectorySource): string | undefined {
  const [installUrl, setInstallUrl] = useState<string>()
  const { id, name, rdns } = wallet
  useEffect(() => {
    let current = true
    loadWalletDirectory(url).then(
      (wallets) => {
        const wanted = normalizeConnectorName(name)
        const entry = wallets.find(
          (entry) =>
            entry.id === id ||
            (rdns !== undefined && entry.rdns === rdns) ||
            normalizeConnectorName(entry.name) === wanted,
        )
        if (current) setInstallUrl(entry?.install?.chrome ?? entry?.homepage)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [id, name, rdns, url])
  return installUrl
}
