import type { Page } from 'playwright-core'

export interface InjectedWalletParameters {
  name: string
  address: string
  chainId: number
  /** The node the wallet sends everything else to (anvil signs for its unlocked accounts). */
  rpcUrl: string
}

/**
 * Before the page's scripts run, a bare EIP-1193 wallet announced over EIP-6963, as an extension would be: the
 * only wallet of the page (no WalletConnect). It remembers for the tab that the site is authorised.
 */
export async function addInjectedWallet(page: Page, wallet: InjectedWalletParameters): Promise<void> {
  await page.addInitScript(({ name, address, chainId, rpcUrl }) => {
    const authorisedKey = 'injected-wallet:authorised'
    const rpcError = (message: string, code: number) => Object.assign(new Error(message), { code })
    const provider = {
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts') {
          sessionStorage.setItem(authorisedKey, '1')
          return [address]
        }
        if (method === 'eth_accounts') return sessionStorage.getItem(authorisedKey) ? [address] : []
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
        if (method === 'wallet_revokePermissions') {
          sessionStorage.removeItem(authorisedKey)
          return null
        }
        if (method === 'wallet_switchEthereumChain') {
          const [{ chainId: wanted }] = params as [{ chainId: string }]
          if (Number.parseInt(wanted, 16) === chainId) return null
          throw rpcError('Unrecognized chain', 4902)
        }
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const answer = (await response.json()) as {
          result?: unknown
          error?: { message: string; code: number }
        }
        if (answer.error) throw rpcError(answer.error.message, answer.error.code)
        return answer.result
      },
      on() {},
      removeListener() {},
    }
    const detail = Object.freeze({
      info: {
        uuid: '6f3c2a8e-0d4b-4f6a-9a51-3b7e2c1d9f00',
        name,
        icon: 'data:image/png;base64,',
        rdns: 'dev.walletport.injected',
      },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, wallet)
}
