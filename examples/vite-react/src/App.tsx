import {
  ConnectButton,
  NetworkButton,
  useAccount,
  useSignMessage,
  WalletButton,
  WalletPortProvider,
} from '@walletport/ui-react'
import { client } from './walletport.js'

export function App() {
  return (
    <WalletPortProvider client={client}>
      <header style={{ display: 'flex', gap: 8, padding: 16 }}>
        <NetworkButton />
        <ConnectButton />
        <WalletButton wallet="metamask" name="MetaMask" rdns="io.metamask" />
      </header>
      <Account />
    </WalletPortProvider>
  )
}

function Account() {
  const { address, caipAddress, isConnected } = useAccount()
  const { signMessage, data: signature, error } = useSignMessage()
  if (!isConnected) return <p style={{ padding: 16 }}>Connect a wallet on any of the five chains.</p>
  return (
    <section style={{ padding: 16 }}>
      <p data-testid="account">{caipAddress ?? address}</p>
      <button type="button" onClick={() => signMessage({ message: 'Hello from WalletPort' })}>
        Sign a message
      </button>
      {signature && <p data-testid="signature">{signature}</p>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
