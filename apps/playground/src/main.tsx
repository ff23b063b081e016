import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { chainEntries } from './chains/chainEntries.js'
import { readDevnetEndpoints } from './devnetEndpoints.js'
import './playground.css'

const endpoints = readDevnetEndpoints(location.search, import.meta.env)
const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

// The devnet's test wallets announce themselves as extensions do (before the first client looks for them); a real
// extension is listed beside them. A wallet that fails to start is reported and left out.
void Promise.allSettled(chainEntries.map(async (entry) => entry.injectTestWallet?.(endpoints))).then(
  (results) => {
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected')
        console.error(`${chainEntries[index]?.id} test wallet:`, result.reason)
    }
    createRoot(root).render(
      <StrictMode>
        <App endpoints={endpoints} entries={chainEntries} />
      </StrictMode>,
    )
  },
)
