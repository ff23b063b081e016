import { useEffect, useState } from 'react'

/** How often the status panel asks the mail sink for its newest mail. */
export const MAIL_POLL_MS = 2_000

interface LastMail {
  to: readonly string[]
  code?: string
  link?: string
}

/** The newest code (or device-approval link) the devnet's mail sink received: the email login without a mailbox. */
export function LastMailCode({ mailSinkUrl }: { mailSinkUrl: string }) {
  const [mail, setMail] = useState<LastMail | 'none' | 'down'>('none')
  useEffect(() => {
    let active = true
    async function poll() {
      try {
        const response = await fetch(`${mailSinkUrl}/last`)
        const next = response.status === 204 ? 'none' : ((await response.json()) as LastMail)
        if (active) setMail(next)
      } catch {
        if (active) setMail('down')
      }
    }
    void poll()
    const timer = setInterval(() => void poll(), MAIL_POLL_MS)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [mailSinkUrl])
  return (
    <li data-testid="devnet-mail">
      Mail sink <code>{mailSinkUrl}</code>:{' '}
      {mail === 'down' && (
        <span className="error" role="alert">
          unreachable — is `npm run playground` running?
        </span>
      )}
      {mail === 'none' && 'no mail yet'}
      {typeof mail === 'object' && (
        <span className="ok">
          last to {mail.to.join(', ')}:{' '}
          {mail.code ? (
            <>
              code <strong data-testid="devnet-mail-code">{mail.code}</strong>
            </>
          ) : mail.link ? (
            <a href={mail.link} target="_blank" rel="noreferrer">
              approve the device
            </a>
          ) : (
            'no code in it'
          )}
        </span>
      )}
    </li>
  )
}
