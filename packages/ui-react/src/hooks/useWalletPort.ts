import type { ChainNamespace, RouterData, View, WalletPortClient } from '@walletport/core'
import { useMemo } from 'react'
import { useWalletPortContext } from '../context.js'
import { preloadModal } from '../modal/loadModal.js'

export interface UseWalletPortReturnType {
  /** Opens the modal; core picks Account or Connect unless a view is given. */
  open(parameters?: { view?: View; namespace?: ChainNamespace; data?: RouterData }): void
  close(): void
  /** Opens the modal on `view`. */
  openView(view: View, data?: RouterData): void
  /** Starts loading the modal's code, e.g. when the pointer enters the app's own open button. */
  preload(): void
  client: WalletPortClient
}

/** Modal actions; the returned object keeps its identity for the life of the client. */
export function useWalletPort(): UseWalletPortReturnType {
  const { client } = useWalletPortContext()
  return useMemo(
    () => ({
      open: (parameters) => {
        preloadModal()
        client.open(parameters)
      },
      close: () => client.close(),
      openView: (view, data) => {
        preloadModal()
        client.open({ view, data })
      },
      preload: preloadModal,
      client,
    }),
    [client],
  )
}
