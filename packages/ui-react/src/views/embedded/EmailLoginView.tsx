import type { ViewProps } from '../types.js'
import { EmailForm } from './EmailForm.js'
import { useEmailAuth } from './useEmailAuth.js'

/** Email entry: sends the code (or, to a device the account has not seen, the approval link) and moves on. */
export default function EmailLoginView({ client, messages }: ViewProps) {
  const emailAuth = useEmailAuth()
  if (!emailAuth.available) return <p className="wp-notice">{messages.emailUnavailable}</p>
  return (
    <div className="wp-email-login">
      <EmailForm
        label={messages.email}
        messages={messages}
        onSubmit={async (email) => {
          const { action } = await (await emailAuth.get()).connectEmail(email)
          const namespace = client.getState().modal.data?.namespace
          client.router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', {
            email,
            ...(namespace ? { namespace } : {}),
          })
        }}
      />
    </div>
  )
}
