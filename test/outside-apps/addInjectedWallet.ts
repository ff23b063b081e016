import type { Page } from 'playwright-core'

export interface InjectedWalletParameters {
  name: string
  address: string
  chainId: number
}

/**
 * Before the page's scripts run, a bare EIP-1193 wallet announced over EIP-6963, as an extension would be. It
 * answers from itself (an extension's own traffic is not the page's): accounts, chain, a zero balance; any other
 * method is refused as unsupported (4200).
 */
export async function addInjectedWallet(page: Page, wallet: InjectedWalletParameters): Promise<void> {
  await page.addInitScript(({ name, address, chainId }) => {
    const rpcError = (message: string, code: number) => Object.assign(new Error(message), { code })
    let authorised = false
    const provider = {
      async request({ method }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts') {
          authorised = true
          return [address]
        }
        if (method === 'eth_accounts') return authorised ? [address] : []
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
        if (method === 'net_version') return String(chainId)
        if (method === 'eth_getBalance') return '0x0'
        if (method === 'eth_blockNumber') return '0x1'
        throw rpcError(`The wallet does not support ${method}`, 4200)
      },
      on() {},
      removeListener() {},
    }
    const detail = Object.freeze({
      info: {
        uuid: '0b7d3c52-61f4-4a8e-9c1d-2f6e8a4b5c70',
        name,
        icon: 'data:image/png;base64,',
        rdns: 'dev.walletport.outside',
      },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, wallet)
}
