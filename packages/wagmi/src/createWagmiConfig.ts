import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  http,
  type Transport,
} from '@wagmi/core'
import { type Network, RpcUrlNotFoundError, type WalletPortClient } from '@walletport/core'
import type { Chain } from 'viem'
import { EvmNetworkNotConfiguredError, NoEvmNetworksError } from './errors.js'
import { toWagmiChain } from './toWagmiChain.js'
import { walletPort } from './walletPort.js'

/** The eip155 chain ids a config is made for: at least one. */
export type WagmiChainIds = readonly [number, ...number[]]

/** wagmi's chains for `TChainIds`, each `Chain` with its literal id, in order. */
export type WagmiChainsOf<TChainIds extends WagmiChainIds> = {
  readonly [K in keyof TChainIds]: Chain & { id: TChainIds[K] }
}

/** The config `createWagmiConfig` returns: chain ids literal when `chainIds` was given, `number` otherwise. */
export type WalletPortWagmiConfig<TChainIds extends WagmiChainIds = WagmiChainIds> = Config<
  WagmiChainsOf<TChainIds>,
  Record<TChainIds[number], Transport>
>

export type CreateWagmiConfigParameters<TChainIds extends WagmiChainIds = WagmiChainIds> = {
  client: WalletPortClient
  /**
   * The client's eip155 chain ids to give wagmi, in order, written as literals (`[1, 8453]`) so that wagmi's
   * actions and hooks type `chainId` against them (`chainId: 10` does not compile). Each must be one of the
   * client's eip155 networks. Default: all of them, typed `number`.
   */
  chainIds?: TChainIds
  /**
   * Read transports by chain id; default `http()` to each network's RPC URL (or the client's `endpoints.rpc`). A
   * chain with neither is `RpcUrlNotFoundError`: viem's `http()` would fall back to no host the app named.
   */
  transports?: Partial<Record<TChainIds[number], Transport>>
  /** Connectors besides WalletPort's (rarely needed: WalletPort's modal already discovers wallets). */
  connectors?: readonly CreateConnectorFn[]
} & Omit<CreateConfigParameters, 'chains' | 'transports' | 'connectors' | 'client'>

/**
 * A wagmi config on a WalletPort client: the client's eip155 networks (or those of `chainIds`) as wagmi's chains,
 * `http` transports to their RPC URLs, WalletPort's connector first, and no EIP-6963 discovery of wagmi's own
 * (WalletPort's modal lists the discovered wallets). `ssr` and `storage` (e.g. wagmi's `cookieStorage`) pass
 * through. A `chainIds` entry that is not a client eip155 network is `EvmNetworkNotConfiguredError`.
 */
export function createWagmiConfig<const TChainIds extends WagmiChainIds = WagmiChainIds>({
  client,
  chainIds,
  transports,
  connectors = [],
  ...rest
}: CreateWagmiConfigParameters<TChainIds>): WalletPortWagmiConfig<TChainIds> {
  const networks = client.options.networks.filter((network) => network.chainNamespace === 'eip155')
  const all = networks.map((network) => toWagmiChain(network, client.options.endpoints.rpc))
  const chains =
    chainIds?.map((chainId) => {
      const chain = all.find((candidate) => candidate.id === chainId)
      if (!chain)
        throw new EvmNetworkNotConfiguredError(
          chainId,
          all.map(({ id }) => id),
        )
      return chain
    }) ?? all
  const [first, ...others] = chains
  if (!first) throw new NoEvmNetworksError()
  const chainTuple: readonly [Chain, ...Chain[]] = [first, ...others]
  const transportOf = transports as Partial<Record<number, Transport>> | undefined
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains: chainTuple,
    connectors: [walletPort({ client }), ...connectors],
    transports: Object.fromEntries(
      chainTuple.map((chain) => [chain.id, transportOf?.[chain.id] ?? defaultTransport(chain, networks)]),
    ),
  }) as unknown as WalletPortWagmiConfig<TChainIds>
}

function defaultTransport(chain: Chain, networks: readonly Network[]): Transport {
  const url = chain.rpcUrls.default.http[0]
  if (url !== undefined) return http(url)
  const network = networks.find((candidate) => candidate.id === chain.id)
  throw new RpcUrlNotFoundError(network ?? { name: chain.name, caipNetworkId: `eip155:${chain.id}` })
}
