import { AccountSummary } from './AccountSummary.js'
import { DisconnectDemo } from './DisconnectDemo.js'
import { SendTransactionDemo } from './SendTransactionDemo.js'
import { SignInDemo } from './SignInDemo.js'
import { SignMessageDemo } from './SignMessageDemo.js'
import { SwitchNetworkDemo } from './SwitchNetworkDemo.js'

export function DemoActions() {
  return (
    <div className="demos">
      <AccountSummary />
      <SignMessageDemo />
      <SendTransactionDemo />
      <SwitchNetworkDemo />
      <SignInDemo />
      <DisconnectDemo />
    </div>
  )
}
