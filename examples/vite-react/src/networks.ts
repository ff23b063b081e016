import type { Network } from '@walletport/core'
import { localBitcoin, localCosmos, localEvm, localPolkadot, localSolana } from '@walletport/core/networks'

// The repository's devnet (`npm run playground`) by default; VITE_* variables at build time point elsewhere.
// For production, use mainnet, solana, polkadot, bitcoin and cosmosHub from '@walletport/core/networks'.
const env = import.meta.env

function at(network: Network, http: string | undefined, extra: Partial<Network> = {}): Network {
  if (!http) return network
  return { ...network, rpcUrls: { default: { http: [http] } }, ...extra }
}

export const evm = at(localEvm, env.VITE_EVM_RPC_URL)
export const solana = at(localSolana, env.VITE_SOLANA_RPC_URL)
export const polkadot = env.VITE_POLKADOT_WS_URL
  ? { ...localPolkadot, rpcUrls: { default: { http: [], webSocket: [env.VITE_POLKADOT_WS_URL] } } }
  : localPolkadot
export const bitcoin = at(localBitcoin, env.VITE_BITCOIN_ESPLORA_URL, {
  custom: { ...localBitcoin.custom, esploraUrl: env.VITE_BITCOIN_ESPLORA_URL },
})
export const cosmos = at(localCosmos, env.VITE_COSMOS_RPC_URL)
