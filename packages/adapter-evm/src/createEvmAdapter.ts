import {
  type Account,
  type AdapterConnection,
  type AdapterContext,
  batchedCallsSchema,
  ChainNotSupportedError,
  type Connector,
  getRpcUrl,
  type Identity,
  MethodNotFoundRpcError,
  MethodNotSupportedError,
  type Network,
  parseWithSchema,
  UnauthorizedProviderError,
  UnknownWalletError,
  UnsupportedProviderMethodError,
} from '@walletport/core'
import { providerFromSources } from '@walletport/core/adapter'
import { buildEvmTransaction, type EvmTransactionOverrides, type NodeRequest } from './buildEvmTransaction.js'
import { createAdapterEvents } from './createAdapterEvents.js'
import { createInjectedConnector } from './createInjectedConnector.js'
import { WalletNotConnectedError } from './errors.js'
import { formatUnits } from './formatUnits.js'
import { getEnsIdentity } from './getEnsIdentity.js'
import { getErc20Balances } from './getErc20Balances.js'
import { getEtherscanHistory } from './getEtherscanHistory.js'
import { toHexQuantity, utf8ToHex } from './hex.js'
import { loadEthers } from './loadEthers.js'
import { requestJsonRpc } from './requestJsonRpc.js'
import { requestWallet } from './requestWallet.js'
import { serializeTypedData } from './serializeTypedData.js'
import { switchEvmChain } from './switchEvmChain.js'
import { toAnnouncedConnector } from './toAnnouncedConnector.js'
import { toChecksumAddress } from './toChecksumAddress.js'
import type { Eip1193Provider, EvmAdapter, EvmAdapterOptions, EvmCallsStatus, EvmWindow } from './types.js'
import { validateEvmAddress } from './validateEvmAddress.js'
import { verifyEvmSignature } from './verifyEvmSignature.js'
import { waitForEvmReceipt } from './waitForEvmReceipt.js'
import { watchAnnouncedProviders } from './watchAnnouncedProviders.js'

const IDENTITY_TTL_MS = 5 * 60_000
const DEFAULT_HISTORY_PAGE_SIZE = 10

interface ActiveConnection {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly Account[]
  detach: () => void
}

function defaultWindow(): EvmWindow | undefined {
  const candidate = (globalThis as { window?: EvmWindow }).window
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined
}

function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses)) return []
  return addresses
    .filter((address): address is string => typeof address === 'string')
    .map((address) => ({ address: toChecksumAddress(address), type: 'eoa' }))
}

function caipOf(chainId: unknown): `eip155:${number}` {
  return `eip155:${Number(chainId)}`
}

/** The wallet has no such method: EIP-1193 4200, or JSON-RPC -32601. */
function isUnsupportedMethod(error: unknown): boolean {
  return error instanceof UnsupportedProviderMethodError || error instanceof MethodNotFoundRpcError
}

/**
 * The eip155 ChainAdapter. Discovery, connection, switching and requests to the wallet are plain EIP-1193 calls
 * and reads go to the node with fetch, so none of them loads ethers; ethers is imported on the first signature
 * check, ENS lookup or ABI encoding.
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
  const bus = createAdapterEvents()
  const announced = new Map<string, Connector>()
  const identities = new Map<string, { expires: number; identity: Promise<Identity> }>()
  let context: AdapterContext = { endpoints: {} }
  let injected: Eip1193Provider | undefined
  let connectors: readonly Connector[] = []
  let active: ActiveConnection | undefined
  let stopDiscovery: (() => void)[] = []

  function refreshConnectors() {
    const providers = new Set([...announced.values()].map((connector) => connector.provider))
    connectors = [
      ...announced.values(),
      ...(injected && !providers.has(injected) ? [createInjectedConnector(injected)] : []),
      ...(options.connectors ?? []).flatMap((source) => source.getConnectors()),
    ]
    bus.emit('connectorsChanged', connectors)
  }

  function nodeRequest(network: Network): NodeRequest {
    const url = getRpcUrl(network, {
      rpc: options.rpc?.url ?? context.endpoints.rpc,
      projectId: options.rpc?.projectId ?? context.projectId,
    })
    return (method, params) => requestJsonRpc(url, method, params, { timeoutMs: options.requestTimeoutMs })
  }

  function connected(): ActiveConnection {
    if (!active) throw new WalletNotConnectedError()
    return active
  }

  async function providerOf(connectorId: string): Promise<Eip1193Provider | undefined> {
    const connector = connectors.find((candidate) => candidate.id === connectorId)
    if (connector?.provider) return connector.provider as Eip1193Provider
    return providerFromSources(options.connectors, connectorId)
  }

  function clearConnection() {
    active?.detach()
    active = undefined
  }

  function attach(connectorId: string, provider: Eip1193Provider, accounts: readonly Account[]) {
    clearConnection()
    const onAccounts = (addresses: unknown) => {
      const next = toAccounts(addresses)
      if (next.length === 0) clearConnection()
      else if (active) active.accounts = next
      bus.emit('accountsChanged', next)
    }
    const onChain = (chainId: unknown) => bus.emit('networkChanged', caipOf(chainId))
    const onDisconnect = () => {
      clearConnection()
      bus.emit('disconnected', undefined)
    }
    provider.on?.('accountsChanged', onAccounts)
    provider.on?.('chainChanged', onChain)
    provider.on?.('disconnect', onDisconnect)
    active = {
      connectorId,
      provider,
      accounts,
      detach() {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      },
    }
  }

  function senderOf(from: string | undefined): string {
    const address = from ?? connected().accounts[0]?.address
    if (!address) throw new WalletNotConnectedError()
    return address
  }

  async function ensureChain(provider: Eip1193Provider, network: Network) {
    const chainId = await requestWallet<string>(provider, 'eth_chainId')
    if (Number(chainId) !== Number(network.id)) await switchEvmChain(provider, network)
  }

  async function identityOf(address: string, network: Network): Promise<Identity> {
    const ensNetwork =
      options.ensNetwork ?? (Number(network.id) === 1 ? network : networks.find(({ id }) => Number(id) === 1))
    if (network.testnet || !ensNetwork) return { name: null, avatar: null }
    const key = `${ensNetwork.caipNetworkId}:${address.toLowerCase()}`
    const cached = identities.get(key)
    if (cached && cached.expires > Date.now()) return cached.identity
    const rpcUrl = getRpcUrl(ensNetwork, {
      rpc: options.rpc?.url ?? context.endpoints.rpc,
      projectId: options.rpc?.projectId ?? context.projectId,
    })
    const identity = getEnsIdentity(nodeRequest(ensNetwork), {
      address,
      rpcUrl,
      chainId: Number(ensNetwork.id),
    })
    identities.set(key, { expires: Date.now() + IDENTITY_TTL_MS, identity })
    identity.catch(() => identities.delete(key))
    return identity
  }

  async function walletCall<T>(method: string, params: readonly unknown[]): Promise<T> {
    try {
      return await requestWallet<T>(connected().provider, method, params)
    } catch (error) {
      if (isUnsupportedMethod(error)) throw new MethodNotSupportedError({ method, namespace: 'eip155' })
      throw error
    }
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,
    defaultAccountType: 'smartAccount',

    async init(initContext) {
      context = initContext
      for (const stop of stopDiscovery) stop()
      const target = options.window ?? defaultWindow()
      injected = typeof target?.ethereum?.request === 'function' ? target.ethereum : undefined
      stopDiscovery = (options.connectors ?? []).flatMap((source) =>
        source.watch ? [source.watch(refreshConnectors)] : [],
      )
      if (target) {
        stopDiscovery.push(
          watchAnnouncedProviders(target, (detail) => {
            const connector = toAnnouncedConnector(detail)
            if (announced.get(connector.id)?.provider === connector.provider) return
            announced.set(connector.id, connector)
            refreshConnectors()
          }),
        )
      }
      refreshConnectors()
    },

    getConnectors: () => connectors,

    on: (event, listener) => bus.on(event, listener),

    async connect({ connectorId, network }): Promise<AdapterConnection> {
      const provider = await providerOf(connectorId)
      if (!provider) throw new UnknownWalletError({ walletId: connectorId })
      const accounts = toAccounts(await requestWallet(provider, 'eth_requestAccounts'))
      if (accounts.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
      let chainId = Number(await requestWallet<string>(provider, 'eth_chainId'))
      if (chainId !== Number(network.id)) {
        // Refused or impossible: stay connected on the wallet's chain, which core then marks unsupported.
        await switchEvmChain(provider, network).then(
          () => {
            chainId = Number(network.id)
          },
          () => undefined,
        )
      }
      attach(connectorId, provider, accounts)
      return { connectorId, accounts, caipNetworkId: caipOf(chainId) }
    },

    async reconnect({ connectorId }) {
      const provider = await providerOf(connectorId)
      if (!provider) return null
      const accounts = toAccounts(await requestWallet(provider, 'eth_accounts'))
      if (accounts.length === 0) return null
      const chainId = await requestWallet<string>(provider, 'eth_chainId')
      attach(connectorId, provider, accounts)
      return { connectorId, accounts, caipNetworkId: caipOf(chainId) }
    },

    async disconnect() {
      const provider = active?.provider
      clearConnection()
      // Wallets without EIP-2255 revocation simply stay authorised; the state here is cleared either way.
      await provider
        ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => {})
    },

    async getBalance({ address, network }) {
      validateEvmAddress(address)
      const value = BigInt(await nodeRequest(network)<string>('eth_getBalance', [address, 'latest']))
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    async getTokenBalances({ address, network }) {
      validateEvmAddress(address)
      const tokens = options.tokens?.[network.caipNetworkId] ?? []
      return getErc20Balances(nodeRequest(network), { address, network, tokens })
    },

    async signMessage({ message, address }) {
      validateEvmAddress(address)
      return requestWallet<string>(connected().provider, 'personal_sign', [utf8ToHex(message), address])
    },

    async verifyMessage({ message, signature, address, network }) {
      validateEvmAddress(address)
      const { hashMessage } = await loadEthers()
      return verifyEvmSignature(nodeRequest(network), { address, digest: hashMessage(message), signature })
    },

    async signTypedData({ typedData, address }) {
      const signer = senderOf(address)
      validateEvmAddress(signer)
      return requestWallet<string>(connected().provider, 'eth_signTypedData_v4', [
        signer,
        serializeTypedData(typedData),
      ])
    },

    async verifyTypedData({ typedData, signature, address, network }) {
      validateEvmAddress(address)
      const { TypedDataEncoder } = await loadEthers()
      const { EIP712Domain: _, ...types } = typedData.types
      const digest = TypedDataEncoder.hash(
        typedData.domain,
        types as Record<string, { name: string; type: string }[]>,
        typedData.message,
      )
      return verifyEvmSignature(nodeRequest(network), { address, digest, signature })
    },

    async sendTransaction({ network, from, to, value, data, request }) {
      validateEvmAddress(to)
      const { provider } = connected()
      const sender = senderOf(from)
      await ensureChain(provider, network)
      const overrides = (request ?? {}) as EvmTransactionOverrides & { data?: string }
      const tx = await buildEvmTransaction(
        nodeRequest(network),
        { from: sender, to, value, data: data ?? overrides.data ?? '0x' },
        overrides,
      )
      return { hash: await requestWallet<string>(provider, 'eth_sendTransaction', [tx]) }
    },

    waitForTransaction: async ({ hash, network }) =>
      waitForEvmReceipt(nodeRequest(network), hash, options.receipt),

    async switchNetwork({ network }) {
      if (!networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
        throw new ChainNotSupportedError({
          details: `${network.caipNetworkId} is not among the adapter's networks`,
        })
      }
      await switchEvmChain(connected().provider, network)
    },

    validateAddress: ({ address }) => validateEvmAddress(address),

    getProvider: () => active?.provider,

    getAccounts: () => active?.accounts ?? [],

    async getIdentity({ address, network }) {
      validateEvmAddress(address)
      return identityOf(address, network)
    },

    ...(options.historyApiUrl !== undefined && {
      async getHistory({ address, network, cursor }) {
        validateEvmAddress(address)
        const { historyApiUrl } = options
        const apiUrl =
          typeof historyApiUrl === 'string' ? historyApiUrl : historyApiUrl?.[network.caipNetworkId]
        if (!apiUrl)
          throw new MethodNotSupportedError({ method: 'getHistory', namespace: network.caipNetworkId })
        return getEtherscanHistory({
          apiUrl,
          address,
          network,
          cursor,
          pageSize: options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
          timeoutMs: options.requestTimeoutMs,
        })
      },
    }),

    async writeContract({ network, address, abi, functionName, args = [], value = 0n }) {
      validateEvmAddress(address)
      const { Interface } = await loadEthers()
      const data = new Interface(abi as never).encodeFunctionData(functionName, args)
      return adapter.sendTransaction({ network, to: address, value, data })
    },

    async sendCalls({ network, calls, from, atomicRequired = false, capabilities }) {
      const checked = parseWithSchema(
        batchedCallsSchema,
        calls.map(({ to, data = '0x', value }) => ({ to, data, ...(value !== undefined && { value }) })),
        'calls',
      )
      for (const call of checked) validateEvmAddress(call.to)
      const { provider } = connected()
      await ensureChain(provider, network)
      const result = await walletCall<string | { id: string }>('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: toHexQuantity(Number(network.id)),
          from: senderOf(from),
          atomicRequired,
          calls: checked.map(({ to, data, value }) => ({
            to,
            data,
            ...(value !== undefined && { value: toHexQuantity(BigInt(value)) }),
          })),
          ...(capabilities && { capabilities }),
        },
      ])
      // EIP-5792 v1 answered with the id alone.
      return { id: typeof result === 'string' ? result : result.id }
    },

    getCallsStatus: async ({ id }) => walletCall<EvmCallsStatus>('wallet_getCallsStatus', [id]),

    async getCapabilities({ address } = {}) {
      return walletCall('wallet_getCapabilities', [senderOf(address)])
    },
  }
  return adapter
}
