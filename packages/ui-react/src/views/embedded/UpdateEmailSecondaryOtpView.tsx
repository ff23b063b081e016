import type { WalletPortState } from '@walletport/core'
import { formatMessage } from '../../components/formatMessage.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'
import { OtpForm } from './OtpForm.js'
import { useEmailAuth } from './useEmailAuth.js'

const selectEmail = (state: WalletPortState) => state.modal.data?.email

/** Update email, step 3 (VERIFY_SECONDARY_OTP): the code sent to the new address; then the switch is made. */
export default function UpdateEmailSecondaryOtpView({ client, messages }: ViewProps) {
  const email = useWalletPortState(selectEmail) ?? ''
  const emailAuth = useEmailAuth()
  return (
    <div className="wp-update-email-otp">
      <OtpForm
        text={formatMessage(messages.updateEmailSecondaryText, { email })}
        messages={messages}
        onSubmit={async (code) => {
          await (await emailAuth.get()).updateEmailSecondaryOtp(code)
          client.showToast(messages.emailUpdated, 'success')
          client.router.reset('Account')
        }}
      />
    </div>
  )
}
