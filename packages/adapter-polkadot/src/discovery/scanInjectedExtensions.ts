import type { Connector } from '@walletport/core'
import type { InjectedWindowProvider, PolkadotWindow } from '../types.js'
import { knownPolkadotExtensions } from './knownPolkadotExtensions.js'

function isInjectedProvider(candidate: unknown): candidate is InjectedWindowProvider {
  const entry = candidate as Partial<InjectedWindowProvider> | undefined
  return typeof entry?.enable === 'function' || typeof entry?.connect === 'function'
}

function isNovaWallet(target: PolkadotWindow): boolean {
  return (target as { walletExtension?: { isNovaWallet?: unknown } }).walletExtension?.isNovaWallet === true
}

/** One INJECTED connector per usable `injectedWeb3` entry, named as the extension is known, with its version. */
export function scanInjectedExtensions(target: PolkadotWindow | undefined): Connector[] {
  const injected = target?.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  return Object.entries(injected).flatMap(([key, provider]): Connector[] => {
    if (!isInjectedProvider(provider)) return []
    const name =
      key === 'polkadot-js' && isNovaWallet(target) ? 'Nova Wallet' : (knownPolkadotExtensions[key] ?? key)
    const version = typeof provider.version === 'string' ? provider.version : undefined
    return [
      {
        id: key,
        name,
        type: 'INJECTED',
        chain: 'polkadot',
        installed: true,
        provider,
        ...(version === undefined ? {} : { info: { version } }),
      },
    ]
  })
}
