import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { chainEntries } from './chains/chainEntries.js'
import { readDevnetEndpoints } from './devnetEndpoints.js'
import './playground.css'

const endpoints = readDevnetEndpoints(location.search, import.meta.env)
// The devnet's test wallets announce themselves as extensions do; a real extension is listed beside them.
for (const entry of chainEntries) entry.injectTestWallet?.(endpoints)

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <App endpoints={endpoints} entries={chainEntries} />
  </StrictMode>,
)
