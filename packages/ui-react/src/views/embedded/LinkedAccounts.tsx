import { errorMessage, type LinkedIdentity, type SocialProvider, socialProviderNames } from '@walletport/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import type { Messages } from '../../messages.js'
import { useSocialAuth } from '../social/useSocialAuth.js'
import { FarcasterLinkCode } from './FarcasterLinkCode.js'
import { useEmailAuth } from './useEmailAuth.js'

const POPUP_FEATURES = 'popup,width=480,height=680'

const nameOf = (provider: string) => socialProviderNames[provider as SocialProvider] ?? provider

export interface LinkPage {
  open(url: string, target: string, features: string): Window | null
}

/**
 * The Devices view's "Linked accounts": the account's email and the social (or Farcaster) accounts that sign in to
 * it, Unlink for each while another way in stays, and Link for every configured provider not linked yet. Linking
 * runs in a popup the click opens; the wallet asks for a recent login (the view shows its refusal).
 */
export function LinkedAccounts({
  messages,
  locale,
  page = typeof window === 'undefined' ? undefined : window,
}: {
  messages: Messages
  locale: string | undefined
  page?: LinkPage | undefined
}) {
  const emailAuth = useEmailAuth()
  const socialAuth = useSocialAuth()
  const [listed, setListed] = useState<{ email: string | null; identities: LinkedIdentity[] }>()
  const [providers, setProviders] = useState<readonly string[]>([])
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const [farcasterUrl, setFarcasterUrl] = useState<string>()
  const farcasterAttempt = useRef(0)

  const load = useCallback(async () => {
    const auth = await emailAuth.get()
    if (auth.listIdentities) setListed(await auth.listIdentities())
  }, [emailAuth.get])

  useEffect(() => {
    load().catch((error: unknown) => setFailure(errorMessage(error)))
    if (socialAuth.available)
      socialAuth
        .get()
        .then((auth) => auth.getSocialProviders())
        .then(setProviders, (error: unknown) => setFailure(errorMessage(error)))
  }, [load, socialAuth.available, socialAuth.get])

  async function run(key: string, work: () => Promise<unknown>) {
    setBusy(key)
    setFailure(undefined)
    try {
      await work()
      await load()
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setBusy(undefined)
    }
  }

  function link(provider: SocialProvider) {
    // The popup opens in the click itself, before anything is awaited, or the browser blocks it.
    const popup = page?.open('', 'walletport-social-link', POPUP_FEATURES)
    if (!popup) {
      setFailure(formatMessage(messages.linkPopupBlocked, { name: nameOf(provider) }))
      return
    }
    void run(`link:${provider}`, async () => {
      const auth = await emailAuth.get()
      if (!auth.linkSocial) throw new Error('Expected an embedded wallet that links sign-ins, received none')
      await auth.linkSocial({ provider, popup: popup as never })
    })
  }

  /**
   * Sign In With Farcaster for the link: the QR code until the Farcaster app signed. Cancel (or a new attempt) makes
   * the pending one's answer ignored; the wallet drops it when a new one starts or its nonce expires.
   */
  function linkFarcaster() {
    farcasterAttempt.current += 1
    const attempt = farcasterAttempt.current
    const current = () => farcasterAttempt.current === attempt
    setFailure(undefined)
    const linking = async () => {
      const auth = await emailAuth.get()
      if (!auth.getFarcasterLinkUri || !auth.linkFarcaster)
        throw new Error('Expected an embedded wallet that links Farcaster, received none')
      const { url } = await auth.getFarcasterLinkUri()
      if (!current()) return
      setFarcasterUrl(url)
      await auth.linkFarcaster()
      if (!current()) return
      setFarcasterUrl(undefined)
      await load()
    }
    linking().catch((error: unknown) => {
      if (!current()) return
      setFarcasterUrl(undefined)
      setFailure(errorMessage(error))
    })
  }

  function cancelFarcaster() {
    farcasterAttempt.current += 1
    setFarcasterUrl(undefined)
  }

  if (!listed) return null
  const linked = new Set(listed.identities.map((identity) => identity.provider))
  const linkable = providers.filter(
    (provider): provider is SocialProvider | 'farcaster' => !linked.has(provider),
  )
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })

  return (
    <section className="wp-linked" aria-label={messages.linkedAccounts}>
      <h3 className="wp-linked-title">{messages.linkedAccounts}</h3>
      <p className="wp-notice">{messages.linkedAccountsText}</p>
      {failure !== undefined && (
        <p className="wp-error" role="alert">
          {failure}
        </p>
      )}
      <ul className="wp-list wp-linked-list">
        {listed.email !== null && (
          <li className="wp-device">
            <div className="wp-device-text">
              <span className="wp-device-name">{messages.email}</span>
              <span className="wp-device-detail">{listed.email}</span>
            </div>
          </li>
        )}
        {listed.identities.map((identity) => (
          <li key={identity.id} className="wp-device">
            <div className="wp-device-text">
              <span className="wp-device-name">{nameOf(identity.provider)}</span>
              <span className="wp-device-detail">
                {[
                  identity.userName ?? identity.email,
                  formatMessage(messages.identityLinked, { added: day(identity.createdAt) }),
                  identity.removable ? undefined : messages.onlySignIn,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            {identity.removable && (
              <button
                type="button"
                className="wp-button wp-button-secondary wp-device-remove"
                aria-label={formatMessage(messages.unlinkProvider, { name: nameOf(identity.provider) })}
                disabled={busy !== undefined}
                aria-busy={busy === identity.id}
                onClick={() =>
                  void run(identity.id, async () => (await emailAuth.get()).unlinkIdentity?.(identity.id))
                }
              >
                {messages.unlink}
              </button>
            )}
          </li>
        ))}
      </ul>
      {farcasterUrl !== undefined && (
        <FarcasterLinkCode url={farcasterUrl} messages={messages} onCancel={cancelFarcaster} />
      )}
      {linkable.length > 0 && farcasterUrl === undefined && (
        <div className="wp-linked-actions">
          {linkable.map((provider) => (
            <button
              key={provider}
              type="button"
              className="wp-button wp-button-secondary wp-linked-action"
              disabled={busy !== undefined}
              aria-busy={busy === `link:${provider}`}
              onClick={() => (provider === 'farcaster' ? linkFarcaster() : link(provider))}
            >
              {formatMessage(messages.linkProvider, { name: nameOf(provider) })}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
