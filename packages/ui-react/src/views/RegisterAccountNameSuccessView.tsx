import type { WalletPortState } from '@walletport/core'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from './types.js'

const selectName = (state: WalletPortState) => state.modal.data?.registerAccountName

/** The name being registered (core shows this view while it signs and registers). */
export default function RegisterAccountNameSuccessView({ messages }: ViewProps) {
  const name = useWalletPortState(selectName)
  return (
    <div className="wp-register-success">
      <p className="wp-notice">{messages.registerNameSuccess}</p>
      {name !== undefined && <h3 className="wp-account-name">{name}</h3>}
    </div>
  )
}
