import { type EmbeddedDevice, errorMessage } from '@walletport/core'
import { useCallback, useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import { Spinner } from '../../components/Spinner.js'
import type { ViewProps } from '../types.js'
import { LinkedAccounts } from './LinkedAccounts.js'
import { useEmailAuth } from './useEmailAuth.js'

const day = (iso: string, locale: string | undefined) =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })

/**
 * The embedded wallet's devices: each browser profile, and each site the wallet is used on (browsers partition the
 * frame's storage per site), is one. Removing one deletes its key share on the server, so it can no longer sign.
 */
export default function DevicesView({ messages }: ViewProps) {
  const emailAuth = useEmailAuth()
  const [devices, setDevices] = useState<EmbeddedDevice[]>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const [passkeys, setPasskeys] = useState<{ id: string; createdAt: string }[]>()
  const [adding, setAdding] = useState(false)
  const [canRemovePasskeys, setCanRemovePasskeys] = useState(false)
  /** The passkey whose removal waits for the user's confirmation. */
  const [confirming, setConfirming] = useState<string>()

  const loadPasskeys = useCallback(async () => {
    const auth = await emailAuth.get()
    if (!auth.addPasskey || !auth.listPasskeys) return
    setCanRemovePasskeys(auth.removePasskey !== undefined)
    setPasskeys(await auth.listPasskeys())
  }, [emailAuth.get])

  const load = useCallback(async () => {
    const auth = await emailAuth.get()
    if (!auth.listDevices) throw new Error('Expected an embedded wallet that lists devices, received none')
    const listed = await auth.listDevices()
    setDevices([...listed.filter((device) => device.current), ...listed.filter((device) => !device.current)])
  }, [emailAuth.get])

  useEffect(() => {
    load().catch((error: unknown) => setFailure(errorMessage(error)))
    loadPasskeys().catch((error: unknown) => setFailure(errorMessage(error)))
  }, [load, loadPasskeys])

  /**
   * The wallet's frame shows its own passkey step (the browser's prompt needs a click inside it); the modal shows the
   * frame meanwhile and comes back here, so the list is read again from the wallet.
   */
  async function addPasskey() {
    setFailure(undefined)
    setAdding(true)
    try {
      const auth = await emailAuth.get()
      await auth.addPasskey?.()
      await loadPasskeys()
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setAdding(false)
    }
  }

  async function removePasskey(id: string) {
    setBusy(id)
    setFailure(undefined)
    try {
      const auth = await emailAuth.get()
      await auth.removePasskey?.(id)
      await loadPasskeys()
      setConfirming(undefined)
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setBusy(undefined)
    }
  }

  async function remove(device: EmbeddedDevice) {
    setBusy(device.id)
    setFailure(undefined)
    try {
      const auth = await emailAuth.get()
      await auth.revokeDevice?.(device.id)
      await load()
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setBusy(undefined)
    }
  }

  // The modal's language, not the page's: an app in English showing the modal in Arabic gets Arabic dates.
  const locale = messages.locale
  return (
    <div className="wp-devices">
      <p className="wp-notice">{messages.devicesText}</p>
      {failure !== undefined && (
        <p className="wp-error" role="alert">
          {failure}
        </p>
      )}
      {devices === undefined ? (
        failure === undefined && <Spinner label={messages.devices} />
      ) : (
        <ul className="wp-list wp-device-list" aria-label={messages.devices}>
          {devices.map((device) => (
            <li key={device.id} className="wp-device">
              <div className="wp-device-text">
                <span className="wp-device-name">
                  {device.current
                    ? messages.thisDevice
                    : formatMessage(messages.deviceName, { id: device.id.slice(0, 6) })}
                </span>
                <span className="wp-device-detail">
                  {formatMessage(messages.deviceDates, {
                    added: day(device.createdAt, locale),
                    seen: day(device.lastSeenAt, locale),
                  })}
                  {device.canSign ? '' : ` · ${messages.deviceNoKey}`}
                </span>
              </div>
              {!device.current && (
                <button
                  type="button"
                  className="wp-button wp-button-secondary wp-device-remove"
                  disabled={busy !== undefined}
                  aria-busy={busy === device.id}
                  onClick={() => void remove(device)}
                >
                  {messages.removeDevice}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {passkeys !== undefined && (
        <section className="wp-passkey" aria-label={messages.addPasskey}>
          <p className="wp-notice">{messages.passkeyText}</p>
          {passkeys.length > 0 && (
            <ul className="wp-list wp-passkey-list">
              {passkeys.map((passkey) => {
                const added = day(passkey.createdAt, locale)
                const asking = confirming === passkey.id
                return (
                  <li key={passkey.id} className={asking ? 'wp-device wp-device-asking' : 'wp-device'}>
                    <div className="wp-device-text">
                      <span className="wp-device-name">
                        {formatMessage(messages.passkeyAdded, { added })}
                      </span>
                      {asking && <span className="wp-device-detail">{messages.removePasskeyConfirm}</span>}
                    </div>
                    {asking ? (
                      <div className="wp-device-actions">
                        <button
                          type="button"
                          className="wp-button wp-button-secondary wp-device-remove"
                          disabled={busy !== undefined}
                          onClick={() => setConfirming(undefined)}
                        >
                          {messages.cancel}
                        </button>
                        <button
                          type="button"
                          className="wp-button wp-button-secondary wp-device-remove"
                          disabled={busy !== undefined}
                          aria-busy={busy === passkey.id}
                          onClick={() => void removePasskey(passkey.id)}
                        >
                          {messages.confirmRemovePasskey}
                        </button>
                      </div>
                    ) : (
                      canRemovePasskeys && (
                        <button
                          type="button"
                          className="wp-button wp-button-secondary wp-device-remove"
                          aria-label={formatMessage(messages.removePasskey, { added })}
                          disabled={busy !== undefined || adding}
                          onClick={() => {
                            setFailure(undefined)
                            setConfirming(passkey.id)
                          }}
                        >
                          {messages.removeDevice}
                        </button>
                      )
                    )}
                  </li>
                )
              })}
            </ul>
          )}
          <button
            type="button"
            className="wp-button wp-button-secondary"
            disabled={adding || busy !== undefined}
            aria-busy={adding}
            onClick={() => void addPasskey()}
          >
            {messages.addPasskey}
          </button>
        </section>
      )}
      {devices !== undefined && <LinkedAccounts messages={messages} locale={locale} />}
    </div>
  )
}
