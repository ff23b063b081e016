import { findSocialAuth, type SocialAuth, type WalletPortState } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'

const selectConnectors = (state: WalletPortState) => state.connectors

/** The app's social login isn't there: no AUTH connector offers one. */
export class SocialLoginUnavailableError extends Error {
  override name = 'SocialLoginUnavailableError'
  constructor() {
    super('Expected an AUTH connector with socialAuth (createEmbeddedWallet), received none')
  }
}

/** The social login of the app's AUTH connector; `get()` loads it (the wallet's frame). */
export function useSocialAuth(): { available: boolean; get(): Promise<SocialAuth> } {
  const load = findSocialAuth(useWalletPortState(selectConnectors))
  const get = useCallback(async () => {
    if (!load) throw new SocialLoginUnavailableError()
    return load()
  }, [load])
  return { available: load !== undefined, get }
}
