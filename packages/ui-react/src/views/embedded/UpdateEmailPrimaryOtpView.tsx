import type { WalletPortState } from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'
import { OtpForm } from './OtpForm.js'
import { useEmailAuth } from './useEmailAuth.js'

const selectEmail = (state: WalletPortState) => state.modal.data?.email

/** Update email, step 2 (VERIFY_PRIMARY_OTP): the code sent to the current address; then one goes to the new. */
export default function UpdateEmailPrimaryOtpView({ client, messages }: ViewProps) {
  const email = useWalletPortState(selectEmail) ?? ''
  const emailAuth = useEmailAuth()
  const [current, setCurrent] = useState('')
  useEffect(() => {
    emailAuth.get().then(
      (auth) => setCurrent(auth.getEmail() ?? ''),
      () => undefined,
    )
  }, [emailAuth.get])

  return (
    <div className="wp-update-email-otp">
      <OtpForm
        text={formatMessage(messages.updateEmailPrimaryText, { email: current })}
        messages={messages}
        onSubmit={async (code) => {
          await (await emailAuth.get()).updateEmailPrimaryOtp(code)
          client.router.replace('UpdateEmailSecondaryOtp', { email })
        }}
      />
    </div>
  )
}
