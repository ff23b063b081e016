import type { ViewProps } from '../types.js'
import { EmailForm } from './EmailForm.js'
import { useEmailAuth } from './useEmailAuth.js'

/** Update email, step 1: the new address; a code goes to the current one (VERIFY_PRIMARY_OTP). */
export default function UpdateEmailWalletView({ client, messages }: ViewProps) {
  const emailAuth = useEmailAuth()
  if (!emailAuth.available) return <p className="wp-notice">{messages.emailUnavailable}</p>
  return (
    <div className="wp-update-email">
      <EmailForm
        label={messages.newEmail}
        messages={messages}
        onSubmit={async (email) => {
          const auth = await emailAuth.get()
          if (email.toLowerCase() === auth.getEmail()?.toLowerCase()) throw new SameEmailError(email)
          await auth.updateEmail(email)
          client.router.push('UpdateEmailPrimaryOtp', { email })
        }}
      />
    </div>
  )
}

class SameEmailError extends Error {
  override name = 'SameEmailError'
  constructor(email: string) {
    super(`Expected a new email address, received the current one (${email})`)
  }
}
