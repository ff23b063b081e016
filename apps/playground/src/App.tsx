import { useEffect, useState } from 'react'
import { DevnetStatus } from './DevnetStatus'

interface AnnouncedWallet {
  uuid: string
  name: string
  icon: string
  rdns: string
}

function useAnnouncedWallets(): AnnouncedWallet[] {
  const [wallets, setWallets] = useState<AnnouncedWallet[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const { info } = (event as CustomEvent<{ info: AnnouncedWallet }>).detail
      setWallets((known) => (known.some((w) => w.uuid === info.uuid) ? known : [...known, info]))
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return wallets
}

export function App() {
  const wallets = useAnnouncedWallets()
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto' }}>
      <h1>WalletPort playground</h1>
      <DevnetStatus />
      <section>
        <h2>Wallets announced in this page (EIP-6963)</h2>
        {wallets.length === 0 ? (
          <p>No wallet announced.</p>
        ) : (
          <ul>
            {wallets.map((wallet) => (
              <li key={wallet.uuid}>
                <img src={wallet.icon} alt="" width={16} height={16} /> {wallet.name} ({wallet.rdns})
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
