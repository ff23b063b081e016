import {
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  http,
  type Transport,
} from '@wagmi/core'
import type { WalletPortClient } from '@walletport/core'
import type { Chain } from 'viem'
import { NoEvmNetworksError } from './errors.js'
import { toWagmiChain } from './toWagmiChain.js'
import { walletPort } from './walletPort.js'

export type CreateWagmiConfigParameters = {
  client: WalletPortClient
  /** Read transports by chain id; default `http()` to each network's RPC URL (or the client's `endpoints.rpc`). */
  transports?: Record<number, Transport>
  /** Connectors besides WalletPort's (rarely needed: WalletPort's modal already discovers wallets). */
  connectors?: readonly CreateConnectorFn[]
} & Omit<CreateConfigParameters, 'chains' | 'transports' | 'connectors' | 'client'>

/**
 * A wagmi config on a WalletPort client: the client's eip155 networks as wagmi's chains, `http` transports to
 * their RPC URLs, WalletPort's connector first, and no EIP-6963 discovery of wagmi's own (WalletPort's modal lists
 * the discovered wallets). `ssr` and `storage` (e.g. wagmi's `cookieStorage`) pass through.
 */
export function createWagmiConfig({
  client,
  transports,
  connectors = [],
  ...rest
}: CreateWagmiConfigParameters) {
  const networks = client.options.networks.filter((network) => network.chainNamespace === 'eip155')
  const chains = networks.map((network) => toWagmiChain(network, client.options.endpoints.rpc))
  const [first, ...others] = chains
  if (!first) throw new NoEvmNetworksError()
  const chainTuple: readonly [Chain, ...Chain[]] = [first, ...others]
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains: chainTuple,
    connectors: [walletPort({ client }), ...connectors],
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0])]),
    ),
  })
}
