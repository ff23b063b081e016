import {
  createPolkadotTestExtension,
  injectPolkadotTestExtension,
  type PolkadotTestExtension,
} from '@walletport/devnet/browser'

declare global {
  interface Window {
    /** The devnet's Polkadot test extension of this page, for end-to-end tests (`setBehavior('reject')`…). */
    __walletportPolkadotExtension?: PolkadotTestExtension
  }
}

const STORAGE_KEY = 'walletport-playground:polkadot-test-extension'

function loadAuthorized(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(saved) ? saved.filter((origin): origin is string => typeof origin === 'string') : []
  } catch {
    return []
  }
}

/**
 * Injects the devnet's Polkadot test extension as `window.injectedWeb3['walletport-test']` (listed as "WalletPort
 * Test Extension"): //Alice and //Bob (sr25519) and //Alice's ed25519 key, all funded on the chopsticks chain. Like
 * a real extension it remembers across reloads which sites the user allowed.
 */
export async function injectPolkadotExtension(): Promise<void> {
  const extension = await createPolkadotTestExtension({ authorized: loadAuthorized() })
  const enable = extension.provider.enable
  const remembering = Object.assign(Object.create(extension) as PolkadotTestExtension, {
    provider: {
      version: extension.version,
      enable: (origin: string) =>
        enable(origin).finally(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(extension.authorized))),
    },
  })
  injectPolkadotTestExtension(window, remembering)
  window.__walletportPolkadotExtension = extension
}
