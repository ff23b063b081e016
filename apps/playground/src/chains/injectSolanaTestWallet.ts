import { Keypair } from '@solana/web3.js'
import {
  createSolanaTestWallet,
  deriveEvmAccounts,
  registerStandardWallet,
  type SolanaTestWallet,
} from '@walletport/devnet/browser'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { devnetJsonRpc } from './devnetJsonRpc.js'

declare global {
  interface Window {
    /** The devnet's Solana test wallet of this page, for end-to-end tests (`setBehavior('reject')`…). */
    __walletportSolanaWallet?: SolanaTestWallet
  }
}

export const solanaTestWalletName = 'WalletPort Solana Test Wallet'
const AUTHORIZED_KEY = 'walletport-playground:solana-test-wallet-authorized'
const LAMPORTS_PER_SOL = 1_000_000_000
/** Topped up to 100 SOL whenever the page starts with less than 10. */
const AIRDROP_LAMPORTS = 100 * LAMPORTS_PER_SOL
const LOW_BALANCE_LAMPORTS = 10 * LAMPORTS_PER_SOL

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.replace(/^0x/, '').match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

/**
 * The devnet's Solana keypair: the first funded EVM account's private key used as the ed25519 seed, so the
 * address is the same on every start (public knowledge: loopback only).
 */
export function devnetSolanaKeypair(): Keypair {
  const [account] = deriveEvmAccounts(undefined, 1)
  return Keypair.fromSeed(hexToBytes(account!.privateKey))
}

/** Airdrops from the devnet faucet (`requestAirdrop`) when the wallet is low, and waits until it landed. */
async function fund(rpcUrl: string, address: string): Promise<void> {
  const { value } = await devnetJsonRpc<{ value: number }>(rpcUrl, 'getBalance', [address])
  if (value >= LOW_BALANCE_LAMPORTS) return
  await devnetJsonRpc<string>(rpcUrl, 'requestAirdrop', [address, AIRDROP_LAMPORTS])
}

/**
 * Registers the devnet's Solana test wallet through the Wallet Standard (as Phantom or Solflare do) and funds it
 * from the devnet faucet. A devnet that does not answer leaves the wallet listed but unfunded.
 */
export async function injectSolanaTestWallet(endpoints: DevnetEndpoints): Promise<void> {
  const wallet = createSolanaTestWallet({
    keypair: devnetSolanaKeypair(),
    rpcUrl: endpoints.solanaRpcUrl,
    name: solanaTestWalletName,
    // Like Phantom, it remembers across reloads that the site was allowed (a silent connect then succeeds).
    authorized: localStorage.getItem(AUTHORIZED_KEY) === 'true',
  })
  const events = wallet.wallet.features['standard:events'] as {
    on(event: 'change', listener: () => void): () => void
  }
  events.on('change', () => localStorage.setItem(AUTHORIZED_KEY, String(wallet.isAuthorized)))
  registerStandardWallet(wallet.wallet, window)
  window.__walletportSolanaWallet = wallet
  await fund(endpoints.solanaRpcUrl, wallet.address).catch((error: unknown) =>
    console.warn(`Solana test wallet not funded: ${error instanceof Error ? error.message : String(error)}`),
  )
}
