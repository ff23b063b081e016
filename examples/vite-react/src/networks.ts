import type { Network } from '@walletport/core'
import {
  localBitcoin,
  localCosmos,
  localEvm,
  localPolkadot,
  localSolana,
  withRpc,
} from '@walletport/core/networks'

// The repository's devnet (`npm run playground`) by default; VITE_* variables at build time point elsewhere.
// For production, give each preset your node: withRpc(mainnet, 'https://…'), likewise solana, polkadot (wss://),
// bitcoin (an Esplora base) and cosmosHub from '@walletport/core/networks' (they carry no RPC of their own).
const env = import.meta.env

function at(network: Network, url: string | undefined): Network {
  return url ? withRpc(network, url) : network
}

export const evm = at(localEvm, env.VITE_EVM_RPC_URL)
export const solana = at(localSolana, env.VITE_SOLANA_RPC_URL)
export const polkadot = at(localPolkadot, env.VITE_POLKADOT_WS_URL)
export const bitcoin = at(localBitcoin, env.VITE_BITCOIN_ESPLORA_URL)
export const cosmos = at(localCosmos, env.VITE_COSMOS_RPC_URL)
