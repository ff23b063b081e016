import type { ImageRegistries } from '@walletport/core'
import { useContext } from 'react'
import { WalletPortContext } from '../context.js'

/** The app's image registries (`createWalletPort({ images })`), checked by core when the client was made. */
export function useImageRegistries(): ImageRegistries | undefined {
  return useContext(WalletPortContext)?.client.options.images
}
