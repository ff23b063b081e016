import type { UniversalProvider } from '@walletconnect/universal-provider'
import { type ChainNamespace, ProviderDisconnectedError } from '@walletport/core'
import type {
  ProviderListener,
  WalletConnectConnector,
  WalletConnectNamespaceProvider,
  WalletConnectSession,
} from './types.js'

type Provider = InstanceType<typeof UniversalProvider>

export interface SessionControl {
  connect(namespace?: ChainNamespace): Promise<WalletConnectSession>
  restore(): Promise<WalletConnectSession | undefined>
  disconnect(): Promise<void>
  /** The loaded UniversalProvider, once loaded. */
  universal(): Provider | undefined
}

/** What a chain facade (Solana, Cosmos, Bitcoin) gets of the shared session: pairing, restore, deletion. */
export type SharedSession = Pick<SessionControl, 'connect' | 'restore' | 'disconnect'> &
  Pick<WalletConnectConnector, 'getSession'>

export interface NamespaceProviderHandle {
  provider: WalletConnectNamespaceProvider
  chainChanged(caipNetworkId: string): void
  accountsChanged(): void
  disconnected(reason: string): void
}

/**
 * The provider one adapter talks to: requests go to the wallet through the shared session, on this namespace's
 * current chain. On eip155 it is an EIP-1193 provider: `eth_requestAccounts` pairs when there is no session,
 * `eth_accounts` restores a stored one without prompting, `wallet_revokePermissions` deletes the session.
 */
export function createNamespaceProvider(
  namespace: ChainNamespace,
  control: SessionControl,
): NamespaceProviderHandle {
  const listeners = new Map<string, Set<ProviderListener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }

  function currentChain(): string | undefined {
    const universal = control.universal()
    const session = universal?.session
    const approved = session?.namespaces[namespace]
    if (!session || !approved) return undefined
    const reference = universal.rpcProviders[namespace]?.getDefaultChain()
    const chains =
      approved.chains ?? approved.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
    const current = reference === undefined ? undefined : `${namespace}:${reference}`
    return current !== undefined && chains.includes(current) ? current : chains[0]
  }

  function addresses(): string[] {
    const accounts = control.universal()?.session?.namespaces[namespace]?.accounts ?? []
    const chain = currentChain()
    const onChain = accounts.filter((account) => account.startsWith(`${chain}:`))
    return [...new Set((onChain.length > 0 ? onChain : accounts).map((account) => account.split(':')[2]!))]
  }

  function requireSession(): { universal: Provider; chain: string } {
    const universal = control.universal()
    const chain = currentChain()
    if (!universal?.session || chain === undefined) {
      throw new ProviderDisconnectedError({ details: `No WalletConnect session covers ${namespace}` })
    }
    return { universal, chain }
  }

  const formatChain = (caipNetworkId: string) =>
    namespace === 'eip155' ? `0x${Number(caipNetworkId.split(':')[1]).toString(16)}` : caipNetworkId

  async function request(
    args: { method: string; params?: readonly unknown[] | object },
    caipNetworkId?: string,
  ): Promise<unknown> {
    if (namespace === 'eip155') {
      switch (args.method) {
        case 'eth_requestAccounts':
          await control.connect(namespace)
          return addresses()
        case 'eth_accounts':
          return (await control.restore()) ? addresses() : []
        case 'eth_chainId':
          return formatChain(requireSession().chain)
        case 'wallet_revokePermissions':
          await control.disconnect()
          return null
      }
    }
    const { universal, chain } = requireSession()
    return universal.request({ method: args.method, params: args.params as never }, caipNetworkId ?? chain)
  }

  const provider: WalletConnectNamespaceProvider = {
    namespace,
    isWalletConnect: true,
    request,
    async connect() {
      await control.connect(namespace)
      return addresses()
    },
    getAccounts: () => addresses(),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  return {
    provider,
    chainChanged: (caipNetworkId) => emit('chainChanged', formatChain(caipNetworkId)),
    accountsChanged: () => {
      if (control.universal()?.session?.namespaces[namespace]) emit('accountsChanged', addresses())
    },
    disconnected: (reason) => emit('disconnect', new ProviderDisconnectedError({ details: reason })),
  }
}
