import { ConnectorNotConnectedError, createConnector, ProviderNotFoundError } from '@wagmi/core'
import type { Network, WalletPortClient } from '@walletport/core'
import type { Chain, EIP1193Provider } from 'viem'
import { EvmNetworkNotConfiguredError } from './errors.js'
import { type EvmConnection, readEvmConnection, sameEvmConnection } from './readEvmConnection.js'
import { waitForEvmConnection } from './waitForEvmConnection.js'

export interface WalletPortConnectorParameters {
  client: WalletPortClient
}

export const walletPortConnectorId = 'walletport'

/**
 * A wagmi connector backed by a WalletPort client: `connect` opens WalletPort's modal (discovered wallets,
 * WalletConnect, the embedded wallet) and the wallet's EIP-1193 provider serves wagmi's actions. The client's
 * state is the one source of truth: a connect, switch or disconnect made in the modal reaches wagmi as the
 * connector's events, and wagmi's own calls go through the client.
 */
export function walletPort({ client }: WalletPortConnectorParameters) {
  const current = () => readEvmConnection(client.getState())
  const evmNetworks = () => client.options.networks.filter((network) => network.chainNamespace === 'eip155')

  return createConnector<EIP1193Provider>((config) => {
    let unsubscribe: (() => void) | undefined
    const follow = () => {
      if (unsubscribe) return
      let last: EvmConnection = current()
      unsubscribe = client.subscribe(() => {
        const next = current()
        if (sameEvmConnection(last, next)) return
        const previous = last
        last = next
        if (next.status === 'connected') {
          if (previous.status === 'connected') {
            config.emitter.emit('change', { accounts: next.accounts, chainId: next.chainId })
          } else {
            config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
          }
        } else if (next.status === 'disconnected' && previous.status === 'connected') {
          config.emitter.emit('disconnect')
        }
      })
    }

    const switchTo = async (chainId: number): Promise<Chain> => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const network: Network | undefined = evmNetworks().find((candidate) => candidate.id === chainId)
      if (!chain || !network) {
        throw new EvmNetworkNotConfiguredError(
          chainId,
          evmNetworks().map((candidate) => candidate.id as number),
        )
      }
      const before = current()
      if (before.status === 'connected' && before.chainId === chainId) return chain
      await client.switchNetwork(network)
      return chain
    }

    return {
      id: walletPortConnectorId,
      name: 'WalletPort',
      type: 'walletport',

      async setup() {
        follow()
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        follow()
        await client.ready
        let connection = current()
        if (connection.status !== 'connected') {
          if (isReconnecting) throw new ConnectorNotConnectedError()
          client.open({ namespace: 'eip155' })
          connection = await waitForEvmConnection(client)
        }
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchTo(chainId)
          const switched = current()
          if (switched.status !== 'connected') throw new ConnectorNotConnectedError()
          connection = switched
        }
        const accounts = withCapabilities
          ? connection.accounts.map((address) => ({ address, capabilities: {} }))
          : connection.accounts
        // wagmi types `accounts` by the withCapabilities flag it passed.
        return { accounts: accounts as never, chainId: connection.chainId }
      },

      async disconnect() {
        await client.disconnect({ namespace: 'eip155' })
      },

      async getAccounts() {
        const connection = current()
        if (connection.status !== 'connected') throw new ConnectorNotConnectedError()
        return connection.accounts
      },

      async getChainId() {
        const connection = current()
        if (connection.status === 'connected') return connection.chainId
        const network = client.getState().chains.eip155?.networkState.caipNetwork
        return typeof network?.id === 'number' ? network.id : config.chains[0].id
      },

      async getProvider() {
        const provider = client.getProvider<EIP1193Provider>('eip155')
        if (!provider) throw new ProviderNotFoundError()
        return provider
      },

      async isAuthorized() {
        await client.ready
        return current().status === 'connected'
      },

      async switchChain({ chainId }) {
        return switchTo(chainId)
      },

      // WalletPort's adapter listens to the wallet; these only matter when wagmi calls them itself.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
