import {
  announceEvmTestWallet,
  createEvmTestWallet,
  deriveEvmAccounts,
  type EvmTestWallet,
} from '@walletport/devnet/browser'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { inAppBrowserOf } from './inAppBrowserOf.js'

declare global {
  interface Window {
    /** The devnet's EVM test wallet of this page, for end-to-end tests (`setBehavior('reject')`…). */
    __walletportTestWallet?: EvmTestWallet
  }
}

/**
 * Not the devnet's default 'WalletPort Test Wallet': other chains' test wallets may carry that name, and core
 * merges same-named wallets of several chains into one entry, which connects one chain only.
 */
export const evmTestWalletName = 'WalletPort EVM Test Wallet'
const STORAGE_KEY = 'walletport-playground:evm-test-wallet'

interface SavedWallet {
  authorized: boolean
  chainId: number
}

function load(): Partial<SavedWallet> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<SavedWallet>
    return typeof saved === 'object' && saved !== null ? saved : {}
  } catch {
    return {}
  }
}

/**
 * Announces the devnet's EVM test wallet (first funded account) over EIP-6963; with `?inAppBrowser=metamask`, as
 * MetaMask's phone app announces its own browser's provider (the modal's in-app-browser mode, on a phone). Like an extension, it remembers
 * across reloads whether this site is authorised and which chain it is on.
 */
export function injectEvmTestWallet(endpoints: DevnetEndpoints): EvmTestWallet {
  const saved = load()
  const [account] = deriveEvmAccounts(undefined, 1)
  const chainId =
    typeof saved.chainId === 'number' && saved.chainId in endpoints.evmRpcUrls ? saved.chainId : 31337
  const wallet = createEvmTestWallet({
    privateKey: account!.privateKey,
    rpcUrls: { ...endpoints.evmRpcUrls },
    chainId,
    authorized: saved.authorized === true,
  })
  const save = () => {
    const state: SavedWallet = { authorized: wallet.isAuthorized, chainId: wallet.chainId }
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  }
  wallet.on('accountsChanged', save)
  wallet.on('chainChanged', save)
  announceEvmTestWallet(wallet, {
    window,
    ...(inAppBrowserOf(location.search) === 'metamask'
      ? { name: 'MetaMask', rdns: 'io.metamask.mobile' }
      : { name: evmTestWalletName }),
  })
  window.__walletportTestWallet = wallet
  return wallet
}
