// Baseline: React and a button that lists the wallets announced over EIP-6963, nothing else.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

interface Info {
  uuid: string
  name: string
  icon: string
}

function App() {
  const [open, setOpen] = useState(false)
  const [wallets, setWallets] = useState<Info[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const { info } = (event as CustomEvent<{ info: Info }>).detail
      setWallets((known) => (known.some((w) => w.uuid === info.uuid) ? known : [...known, info]))
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect a wallet">
          <ul>
            {wallets.map((wallet) => (
              <li key={wallet.uuid}>
                <button type="button">
                  <img src={wallet.icon} alt="" width={24} height={24} />
                  <span>{wallet.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
