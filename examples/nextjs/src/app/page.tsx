import { ConnectButton, NetworkButton } from '@walletport/ui-react'

// A server component: the buttons are client components ('use client' in @walletport/ui-react).
export default function Home() {
  return (
    <main style={{ display: 'flex', gap: 8, padding: 16 }}>
      <NetworkButton />
      <ConnectButton />
    </main>
  )
}
