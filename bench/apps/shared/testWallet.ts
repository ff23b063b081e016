// Injected into every page by the harness before the app's scripts run, as a wallet extension would: the devnet's
// EVM test wallet announced over EIP-6963. It remembers across reloads whether the site is authorised and logs
// every EIP-1193 request it receives (window.__WP_BENCH_LOG__), for the reconnect count.
import { announceEvmTestWallet, createEvmTestWallet, deriveEvmAccounts } from '@walletport/devnet/browser'
import { benchConfig } from './benchConfig'

declare global {
  interface Window {
    __WP_BENCH_LOG__?: { method: string; at: number }[]
  }
}

const KEY = 'walletport-bench:authorized'
const [account] = deriveEvmAccounts(undefined, 1)
const wallet = createEvmTestWallet({
  privateKey: account!.privateKey,
  rpcUrls: { [benchConfig.chainId]: benchConfig.walletRpcUrl ?? benchConfig.rpcUrl },
  chainId: benchConfig.chainId,
  authorized: localStorage.getItem(KEY) === '1',
})
wallet.on('accountsChanged', () => localStorage.setItem(KEY, wallet.isAuthorized ? '1' : '0'))
const log: { method: string; at: number }[] = []
window.__WP_BENCH_LOG__ = log
const request = wallet.request.bind(wallet)
const provider = Object.assign(Object.create(wallet) as typeof wallet, {
  request(args: { method: string; params?: readonly unknown[] | object }) {
    log.push({ method: args.method, at: performance.now() })
    return request(args)
  },
})
announceEvmTestWallet(provider, { window })
