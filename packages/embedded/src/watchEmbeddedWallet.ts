import type { WalletPortClient, WalletPortState } from '@walletport/core'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameTimeoutReason } from './frame/frameTimings.js'

/** Spec sections 6 and 8: 'Action not allowed' shows 300 ms after a refused RPC request. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

/** The alert each frame failure opens (the spec leaves the wording open). */
export const frameFailureAlerts: Record<FrameTimeoutReason, string> = {
  iframe_load_failed: 'Unable to load email login dependency',
  iframe_request_timeout: 'The email wallet did not answer in time. Try again.',
  unverified_domain: 'Invalid App Configuration: this site is not allowed to use the email wallet',
}

/** The modal's theme and locale to the frame, now and at each change (live, with no new client). */
function syncAppearance(client: WalletPortClient, embedded: EmbeddedWallet): () => void {
  let last: Pick<WalletPortState, 'theme' | 'locale'> | undefined
  const sync = () => {
    const { theme, locale } = client.getState()
    if (last?.theme === theme && last.locale === locale) return
    last = { theme, locale }
    embedded.setAppearance({ themeMode: theme.mode, themeVariables: theme.variables, locale })
  }
  sync()
  return client.subscribe(sync)
}

/**
 * The account-field sync (user payload, social provider) and the `result_uri` return load with import() once the
 * embedded wallet is connected somewhere or the page came back from a social login.
 */
function watchAuthAccountOnUse(client: WalletPortClient, embedded: EmbeddedWallet): () => void {
  let stopWatching: (() => void) | undefined
  let stopped = false
  let started = false
  const inUse = () =>
    (typeof window !== 'undefined' && window.location.search.includes('result_uri=')) ||
    Object.values(client.getState().chains).some((chain) => chain?.connectorId === embedded.id)
  const start = () => {
    if (started) return
    started = true
    unsubscribe()
    void import('./social/watchAuthAccount.js').then(({ watchAuthAccount }) => {
      if (!stopped)
        stopWatching = watchAuthAccount(client, { connectorId: embedded.id, auth: () => embedded.auth() })
    })
  }
  const unsubscribe = client.subscribe(() => {
    if (inUse()) start()
  })
  if (inUse()) start()
  return () => {
    stopped = true
    unsubscribe()
    stopWatching?.()
  }
}

/**
 * Connects the embedded wallet to a client's modal: frame failures open an error alert, the Farcaster sign-in URL
 * fills the account state's `farcasterUrl` (apps that draw their own QR code read it), a refused RPC method shows
 * 'Action not allowed' after 300 ms, and the frame's own confirmation screens open the ApproveTransaction view
 * (which shows the frame) until the frame is done. Returns the unsubscribe.
 */
export function watchEmbeddedWallet(client: WalletPortClient, embedded: EmbeddedWallet): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let openedForApproval = false
  const stops = [
    watchAuthAccountOnUse(client, embedded),
    syncAppearance(client, embedded),
    embedded.on('timeout', (reason) =>
      client.showAlert({ message: frameFailureAlerts[reason], variant: 'error' }),
    ),
    embedded.on('farcasterUrl', (farcasterUrl) => client.setAuthAccount({ farcasterUrl })),
    embedded.on('actionNotAllowed', () => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        client.showToast('Action not allowed', 'error')
      }, ACTION_NOT_ALLOWED_DELAY_MS)
      timers.add(timer)
    }),
    embedded.on('visibility', (visible, frameScreen) => {
      const { modal } = client.getState()
      if (visible) {
        // The dialog names what the frame asks (its accessible label): a passphrase is no transaction.
        const data = frameScreen ? { frameScreen } : undefined
        if (modal.open && modal.view === 'ApproveTransaction') {
          if (modal.data?.frameScreen !== frameScreen) client.router.replace('ApproveTransaction', data)
          return
        }
        openedForApproval = !modal.open
        if (modal.open) client.router.push('ApproveTransaction', data)
        else client.open({ view: 'ApproveTransaction', ...(data ? { data } : {}) })
        return
      }
      if (!modal.open || modal.view !== 'ApproveTransaction') return
      if (openedForApproval) client.close()
      else client.router.goBack()
      openedForApproval = false
    }),
  ]
  return () => {
    for (const stop of stops) stop()
    for (const timer of timers) clearTimeout(timer)
  }
}
