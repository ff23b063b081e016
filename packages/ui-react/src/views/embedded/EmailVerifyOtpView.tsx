import type { WalletPortState } from '@walletport/core'
import { formatMessage } from '../../components/formatMessage.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'
import { emailConnectNamespace } from './emailConnectNamespace.js'
import { OtpForm } from './OtpForm.js'
import { ResendCode } from './ResendCode.js'
import { useCooldown } from './useCooldown.js'
import { useEmailAuth } from './useEmailAuth.js'

const selectEmail = (state: WalletPortState) => state.modal.data?.email

/**
 * The mailed code (connect action VERIFY_OTP). A right code signs in (CONNECT) and the wallet connects; a new
 * code may be asked for once the cooldown is over.
 */
export default function EmailVerifyOtpView({ client, messages }: ViewProps) {
  const email = useWalletPortState(selectEmail) ?? ''
  const emailAuth = useEmailAuth()
  const cooldown = useCooldown(emailAuth.get)

  return (
    <div className="wp-verify-otp">
      <OtpForm
        text={formatMessage(messages.otpSentTo, { email })}
        messages={messages}
        onSubmit={async (code) => {
          const { action } = await (await emailAuth.get()).connectOtp(code)
          if (action !== 'CONNECT') {
            client.router.replace(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', {
              email,
            })
            return
          }
          await client.connect(emailConnectNamespace(client.getState()))
        }}
      >
        {cooldown && (
          <ResendCode
            messages={messages}
            cooldownSeconds={cooldown}
            resend={async () => {
              const { action } = await (await emailAuth.get()).connectEmail(email)
              if (action === 'VERIFY_DEVICE') client.router.replace('EmailVerifyDevice', { email })
            }}
          />
        )}
      </OtpForm>
    </div>
  )
}
