import { CHAIN_NAMESPACES, type KnownChainNamespace } from './types.js'

/** True for the namespaces WalletPort ships an adapter for. */
export function isKnownChainNamespace(value: unknown): value is KnownChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}
