import {
  type CosmosTestWallet,
  createCosmosTestWallet,
  injectCosmosTestWallet,
} from '@walletport/devnet/browser'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { inAppBrowserOf } from './inAppBrowserOf.js'

declare global {
  interface Window {
    /** The devnet's Cosmos test wallet of this page, for end-to-end tests (`setBehavior('reject')`…). */
    __walletportCosmosWallet?: CosmosTestWallet
  }
}

/** The chain id of the devnet's fixture-backed Cosmos chain (`localCosmos`). */
export const devnetCosmosChainId = 'walletport-local'
const STORAGE_KEY = 'walletport-playground:cosmos-test-wallet'

function loadEnabled(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * Installs the devnet's Cosmos test wallet as `window.keplr`, as Keplr itself is installed (the cosmos adapter lists
 * it as "Keplr"); a real Keplr in the browser is left alone and the test wallet stays out. Its first account is funded in the devnet's genesis (the mnemonic of the EVM
 * accounts on m/44'/118'/0'/0/0). Like Keplr, it remembers across reloads which chains the site enabled.
 */
export async function injectCosmosWallet(endpoints: DevnetEndpoints): Promise<void> {
  if ((window as { keplr?: unknown }).keplr !== undefined) return
  const wallet = await createCosmosTestWallet({
    chains: [{ chainId: devnetCosmosChainId, rpcUrl: endpoints.cosmosRpcUrl, bech32Prefix: 'cosmos' }],
    eventTarget: window,
    enabled: loadEnabled(),
  })
  const save = () => localStorage.setItem(STORAGE_KEY, JSON.stringify(wallet.enabledChains))
  const remembering: CosmosTestWallet = Object.assign(Object.create(wallet) as CosmosTestWallet, {
    enable: (chainIds: string | readonly string[]) => wallet.enable(chainIds).finally(save),
    disable: (chainIds?: string | readonly string[]) => wallet.disable(chainIds).finally(save),
    // Keplr's own phone browser says so in `mode` (the extension: 'extension').
    ...(inAppBrowserOf(location.search) === 'keplr' ? { mode: 'mobile-web' } : {}),
  })
  injectCosmosTestWallet(window, remembering)
  window.__walletportCosmosWallet = remembering
}
