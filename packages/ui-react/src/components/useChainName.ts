import type { ChainNamespace } from '@walletport/core'
import { useContext } from 'react'
import { WalletPortContext } from '../context.js'
import { CHAIN_NAMES } from './ChainBadges.js'

/** A chain's name: WalletPort's own, else the one its adapter declared (`namespaceInfo`), else the namespace. */
export function useChainName(): (namespace: ChainNamespace) => string {
  const client = useContext(WalletPortContext)?.client
  return (namespace) =>
    (CHAIN_NAMES as Partial<Record<string, string>>)[namespace] ??
    client?.getNamespaceInfo(namespace)?.name ??
    namespace
}
