import { type EmailAuth, findEmailAuth, type WalletPortState } from '@walletport/core'
import { useCallback, useEffect } from 'react'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'

const selectConnectors = (state: WalletPortState) => state.connectors

/** The app's email login isn't there: no AUTH connector offers one. */
export class EmailLoginUnavailableError extends Error {
  override name = 'EmailLoginUnavailableError'
  constructor() {
    super('Expected an AUTH connector with emailAuth (createEmbeddedWallet), received none')
  }
}

/**
 * The email login of the app's AUTH connector. Mounting starts loading it (the wallet's frame), so the frame is
 * up by the time the user has typed; `get()` resolves with it.
 */
export function useEmailAuth(): { available: boolean; get(): Promise<EmailAuth> } {
  const connectors = useWalletPortState(selectConnectors)
  const load = findEmailAuth(connectors)
  useEffect(() => {
    void load?.().catch(() => undefined)
  }, [load])
  const get = useCallback(async () => {
    if (!load) throw new EmailLoginUnavailableError()
    return load()
  }, [load])
  return { available: load !== undefined, get }
}
