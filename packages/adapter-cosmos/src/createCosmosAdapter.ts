import type { StdFee } from '@cosmjs/amino'
import type { OfflineSigner } from '@cosmjs/proto-signing'
import type { CometClient } from '@cosmjs/tendermint-rpc'
import {
  type Account,
  type AdapterConnection,
  type AdapterContext,
  type AdapterEventMap,
  ChainNotSupportedError,
  type Connector,
  getRpcUrl,
  MethodNotSupportedError,
  type Network,
  UnknownWalletError,
  type Unsubscribe,
} from '@walletport/core'
import { providerFromSources } from '@walletport/core/adapter'
import { TransactionRefusedError, WalletNotConnectedError } from './errors.js'
import { formatUnits } from './formatUnits.js'
import { getCosmosHistory } from './getCosmosHistory.js'
import { type KnownCosmosWallet, knownCosmosWallets } from './knownCosmosWallets.js'
import { type Cosmjs, loadCosmjs } from './loadCosmjs.js'
import { toChainAddress } from './toChainAddress.js'
import { walletCall } from './toCosmosWalletError.js'
import type {
  CosmosAdapter,
  CosmosAdapterOptions,
  CosmosKey,
  CosmosTransactionRequest,
  CosmosWindow,
  KeplrLikeProvider,
} from './types.js'
import { validateCosmosAddress } from './validateCosmosAddress.js'
import { verifyAdr36Signature } from './verifyAdr36Signature.js'
import { waitForCosmosTx } from './waitForCosmosTx.js'

const DEFAULT_GAS_PRICE = 0.025
const DEFAULT_GAS_ADJUSTMENT = 1.3
const DEFAULT_HISTORY_PAGE_SIZE = 10
const DEFAULT_RECEIPT_TIMEOUT_MS = 60_000
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

interface ActiveConnection {
  connectorId: string
  provider: KeplrLikeProvider
  network: Network
  accounts: readonly Account[]
  /** Chains this session enabled: disconnect revokes them. */
  enabled: Set<string>
  detach: () => void
}

type Listener<E extends keyof AdapterEventMap> = (payload: AdapterEventMap[E]) => void

function defaultWindow(): CosmosWindow | undefined {
  const candidate = (globalThis as { window?: CosmosWindow }).window
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined
}

function isKeplrLike(candidate: unknown): candidate is KeplrLikeProvider {
  const provider = candidate as Partial<KeplrLikeProvider> | undefined
  return typeof provider?.enable === 'function' && typeof provider.getKey === 'function'
}

/** `custom.bech32Prefix` and `custom.denom` of a cosmos network; both are required. */
function chainFacts(network: Network): { chainId: string; prefix: string; denom: string } {
  const { bech32Prefix, denom } = network.custom ?? {}
  if (typeof bech32Prefix !== 'string' || typeof denom !== 'string') {
    throw new ChainNotSupportedError({
      details: `${network.caipNetworkId} needs custom.bech32Prefix and custom.denom to be used on cosmos`,
    })
  }
  return { chainId: String(network.id), prefix: bech32Prefix, denom }
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function toAccount(key: CosmosKey, network: Network): Account {
  validateCosmosAddress(key.bech32Address, chainFacts(network).prefix)
  return { address: key.bech32Address, type: 'eoa', publicKey: hex(key.pubKey) }
}

/** "Query failed with (5): …: insufficient funds" and BroadcastTxError as TransactionRefusedError. */
/** A bank `MsgSend` of `value` of the chain's denom. */
function bankSend(
  cosmjs: Cosmjs,
  { from, to, value, denom }: { from: string; to: string; value: bigint; denom: string },
) {
  return {
    typeUrl: MSG_SEND,
    value: cosmjs.MsgSend.fromPartial({
      fromAddress: from,
      toAddress: to,
      amount: [{ denom, amount: value.toString() }],
    }),
  }
}

function toRefusal(cosmjs: Cosmjs, error: unknown): unknown {
  const log =
    error instanceof cosmjs.BroadcastTxError
      ? error.log
      : /^Query failed with \(\d+\): ([\s\S]*)$/.exec(error instanceof Error ? error.message : '')?.[1]
  if (log === undefined) return error
  const reason = log.split(': ').at(-1) || log
  return new TransactionRefusedError({ reason, details: log, cause: error })
}

/**
 * The cosmos ChainAdapter for Keplr-style injected wallets (Keplr, Leap, Cosmostation).
 * Discovery and connection are calls on the injected object; cosmjs is imported on the first balance, signature
 * check or transaction.
 */
export function createCosmosAdapter(options: CosmosAdapterOptions): CosmosAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'cosmos')
  const listeners = new Map<keyof AdapterEventMap, Set<Listener<never>>>()
  const comets = new Map<string, Promise<CometClient>>()
  let context: AdapterContext = { endpoints: {} }
  let target: CosmosWindow | undefined
  let connectors: readonly Connector[] = []
  let wallets = new Map<string, KnownCosmosWallet>()
  let active: ActiveConnection | undefined
  let stopDiscovery: (() => void) | undefined

  function emit<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]) {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<E>)(payload)
  }

  function scan() {
    const seen = new Set<KeplrLikeProvider>()
    const found: Connector[] = []
    const known = new Map<string, KnownCosmosWallet>()
    for (const wallet of target ? knownCosmosWallets : []) {
      const provider = wallet.find(target!)
      if (!isKeplrLike(provider) || seen.has(provider)) continue
      seen.add(provider)
      known.set(wallet.id, wallet)
      found.push({
        id: wallet.id,
        name: wallet.name,
        type: 'INJECTED',
        chain: 'cosmos',
        installed: true,
        provider,
      })
    }
    for (const source of options.connectors ?? []) found.push(...source.getConnectors())
    const changed =
      found.length !== connectors.length ||
      found.some(
        (connector, i) =>
          connector.provider !== connectors[i]?.provider || connector.id !== connectors[i]?.id,
      )
    wallets = known
    connectors = found
    if (changed) emit('connectorsChanged', connectors)
  }

  async function providerOf(connectorId: string): Promise<KeplrLikeProvider | undefined> {
    if (!connectors.some((connector) => connector.id === connectorId)) scan()
    const injected = connectors.find((connector) => connector.id === connectorId)?.provider
    if (injected) return injected as KeplrLikeProvider
    return providerFromSources(options.connectors, connectorId)
  }

  function rpcUrlOf(network: Network): string {
    return getRpcUrl(network, { rpc: context.endpoints.rpc, projectId: context.projectId })
  }

  async function cometFor(network: Network): Promise<CometClient> {
    const url = rpcUrlOf(network)
    let comet = comets.get(url)
    if (!comet) {
      comet = loadCosmjs().then((cosmjs) => cosmjs.connectComet(url))
      comets.set(url, comet)
      comet.catch(() => comets.delete(url))
    }
    return comet
  }

  function gasPriceOf(network: Network): string {
    const { denom } = chainFacts(network)
    const configured = options.gasPrices?.[network.caipNetworkId] ?? network.custom?.gasPrice
    return typeof configured === 'string' ? configured : `${DEFAULT_GAS_PRICE}${denom}`
  }
  /** The fee of `messages` from the node's simulation, with the gas adjustment and the network's gas price. */
  async function simulatedFee(
    cosmjs: Cosmjs,
    client: { simulate(sender: string, messages: never[], memo: string): Promise<number> },
    {
      sender,
      messages,
      memo,
      network,
    }: { sender: string; messages: unknown[]; memo: string; network: Network },
  ): Promise<StdFee> {
    const gas = await client.simulate(sender, messages as never[], memo).catch((error: unknown) => {
      throw toRefusal(cosmjs, error)
    })
    return cosmjs.calculateFee(
      Math.ceil(gas * (options.gasAdjustment ?? DEFAULT_GAS_ADJUSTMENT)),
      cosmjs.GasPrice.fromString(gasPriceOf(network)),
    )
  }

  function connected(): ActiveConnection {
    if (!active) throw new WalletNotConnectedError()
    return active
  }

  function clearConnection() {
    active?.detach()
    active = undefined
  }

  function attach(
    connectorId: string,
    provider: KeplrLikeProvider,
    network: Network,
    accounts: readonly Account[],
  ) {
    const enabled = active?.provider === provider ? active.enabled : new Set<string>()
    enabled.add(chainFacts(network).chainId)
    clearConnection()
    const event = wallets.get(connectorId)?.keystoreEvent
    const onKeystoreChange = () => {
      const current = active
      if (!current) return
      walletCall(() => provider.getKey(chainFacts(current.network).chainId))
        .then((key) => {
          if (active !== current) return
          const next = [toAccount(key, current.network)]
          if (next[0]?.address === current.accounts[0]?.address) return
          current.accounts = next
          emit('accountsChanged', next)
        })
        .catch(() => {
          if (active !== current) return
          clearConnection()
          emit('accountsChanged', [])
        })
    }
    if (event) target?.addEventListener(event, onKeystoreChange)
    const onDisconnect = () => {
      if (active?.provider !== provider) return
      clearConnection()
      emit('disconnected', undefined)
    }
    provider.on?.('disconnect', onDisconnect)
    active = {
      connectorId,
      provider,
      network,
      accounts,
      enabled,
      detach: () => {
        if (event) target?.removeEventListener(event, onKeystoreChange)
        provider.removeListener?.('disconnect', onDisconnect)
      },
    }
  }

  function knownNetwork(network: Network): Network {
    const found = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    if (!found)
      throw new ChainNotSupportedError({
        details: `${network.caipNetworkId} is not among the adapter's networks`,
      })
    return found
  }

  function senderOf(from: string | undefined, network: Network): string {
    const connection = connected()
    const address = from ?? connection.accounts[0]?.address
    if (!address) throw new WalletNotConnectedError()
    validateCosmosAddress(address, chainFacts(network).prefix)
    return address
  }

  /** The wallet moved to `network` if it was elsewhere (enable is silent for chains already allowed). */
  async function onNetwork(network: Network): Promise<ActiveConnection> {
    const connection = connected()
    if (connection.network.caipNetworkId !== network.caipNetworkId) await adapter.switchNetwork({ network })
    return connected()
  }

  async function signerOf(provider: KeplrLikeProvider, chainId: string): Promise<OfflineSigner> {
    return (await walletCall(() =>
      provider.getOfflineSignerAuto
        ? provider.getOfflineSignerAuto(chainId)
        : provider.getOfflineSigner(chainId),
    )) as OfflineSigner
  }

  const adapter: CosmosAdapter = {
    namespace: 'cosmos',
    networks,
    defaultAccountType: 'eoa',

    async init(initContext) {
      context = initContext
      stopDiscovery?.()
      target = options.window ?? defaultWindow()
      scan()
      // Extensions inject before the page's load event; look again then if it is still to come.
      const document = (globalThis as { document?: { readyState?: string } }).document
      if (target && document && document.readyState !== 'complete') {
        const page = target
        const rescan = () => scan()
        page.addEventListener('load', rescan, { once: true })
        stopDiscovery = () => page.removeEventListener('load', rescan)
      }
    },

    getConnectors: () => connectors,

    on<E extends keyof AdapterEventMap>(event: E, listener: Listener<E>): Unsubscribe {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(event, set)
      return () => {
        set.delete(listener as Listener<never>)
      }
    },

    async connect({ connectorId, network }): Promise<AdapterConnection> {
      const provider = await providerOf(connectorId)
      if (!provider) throw new UnknownWalletError({ walletId: connectorId })
      const { chainId } = chainFacts(network)
      await walletCall(() => provider.enable(chainId))
      const accounts = [toAccount(await walletCall(() => provider.getKey(chainId)), network)]
      attach(connectorId, provider, network, accounts)
      return { connectorId, accounts, caipNetworkId: network.caipNetworkId }
    },

    // Keplr-style wallets have no "accounts without a prompt" call except `isEnabled` (Keplr ≥ 0.12, Leap, the
    // devnet wallet). Without it a reconnect cannot know whether getKey would open a popup, so it returns null
    // and the user connects again (a wallet that remembers the site then approves without asking).
    async reconnect({ connectorId, network }) {
      const provider = await providerOf(connectorId)
      if (!provider?.isEnabled) return null
      const { chainId } = chainFacts(network)
      const enabled = await Promise.resolve(provider.isEnabled(chainId)).catch(() => false)
      if (!enabled) return null
      const accounts = [toAccount(await walletCall(() => provider.getKey(chainId)), network)]
      attach(connectorId, provider, network, accounts)
      return { connectorId, accounts, caipNetworkId: network.caipNetworkId }
    },

    async disconnect() {
      const connection = active
      clearConnection()
      if (connection?.provider.disable) {
        await Promise.resolve(connection.provider.disable([...connection.enabled])).catch(() => {})
      }
    },

    async getBalance({ address, network }) {
      const { prefix, denom } = chainFacts(network)
      const account = toChainAddress(address, prefix)
      const cosmjs = await loadCosmjs()
      const client = cosmjs.StargateClient.create(await cometFor(network))
      const value = BigInt((await client.getBalance(account, denom)).amount)
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    async signMessage({ message, address, network }) {
      const { chainId, prefix } = chainFacts(network)
      validateCosmosAddress(address, prefix)
      const { provider } = connected()
      const signed = await walletCall(() => provider.signArbitrary(chainId, address, message))
      return signed.signature
    },

    async verifyMessage({ message, signature, address, network }) {
      const { prefix } = chainFacts(network)
      validateCosmosAddress(address, prefix)
      return verifyAdr36Signature({ message, signature, address, bech32Prefix: prefix })
    },

    async sendTransaction({ network, from, to, value, data, request, token }) {
      if (token !== undefined)
        throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'cosmos' })
      const { chainId, denom } = chainFacts(knownNetwork(network))
      const custom = request as CosmosTransactionRequest | undefined
      if (!custom) validateCosmosAddress(to, chainFacts(network).prefix)
      const { provider } = await onNetwork(network)
      const sender = senderOf(from, network)
      const cosmjs = await loadCosmjs()
      const client = cosmjs.SigningStargateClient.createWithSigner(
        await cometFor(network),
        await signerOf(provider, chainId),
      )
      const messages = custom?.messages.map((message) => ({ ...message })) ?? [
        bankSend(cosmjs, { from: sender, to, value, denom }),
      ]
      const memo = custom?.memo ?? data ?? ''
      const fee: StdFee = custom?.fee
        ? { amount: [...custom.fee.amount], gas: custom.fee.gas }
        : await simulatedFee(cosmjs, client, { sender, messages, memo, network })
      const signed = await walletCall(() => client.sign(sender, messages, fee, memo))
      const hash = await client
        .broadcastTxSync(cosmjs.TxRaw.encode(signed).finish())
        .catch((error: unknown) => {
          throw toRefusal(cosmjs, error)
        })
      return { hash }
    },

    async estimateTransfer({ network, from, to, value, token }) {
      if (token !== undefined)
        throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'cosmos' })
      const { chainId, prefix, denom } = chainFacts(knownNetwork(network))
      validateCosmosAddress(to, prefix)
      const { provider } = await onNetwork(network)
      const sender = senderOf(from, network)
      const cosmjs = await loadCosmjs()
      const client = cosmjs.SigningStargateClient.createWithSigner(
        await cometFor(network),
        await signerOf(provider, chainId),
      )
      const messages = [bankSend(cosmjs, { from: sender, to, value, denom })]
      const fee = await simulatedFee(cosmjs, client, { sender, messages, memo: '', network })
      return {
        fee: BigInt(fee.amount.find((coin) => coin.denom === denom)?.amount ?? '0'),
        minimum: 1n,
        reserve: 0n,
      }
    },

    async waitForTransaction({ hash, network }) {
      const { denom } = chainFacts(network)
      const cosmjs = await loadCosmjs()
      return waitForCosmosTx(cosmjs, await cometFor(network), {
        hash,
        denom,
        timeoutMs: options.receiptTimeoutMs ?? DEFAULT_RECEIPT_TIMEOUT_MS,
      })
    },

    async switchNetwork({ network }) {
      const next = knownNetwork(network)
      const { chainId } = chainFacts(next)
      const connection = connected()
      const { provider } = connection
      await walletCall(() => provider.enable(chainId))
      const accounts = [toAccount(await walletCall(() => provider.getKey(chainId)), next)]
      const previous = connection.accounts[0]?.address
      connection.enabled.add(chainId)
      connection.network = next
      connection.accounts = accounts
      emit('networkChanged', next.caipNetworkId)
      if (accounts[0]?.address !== previous) emit('accountsChanged', accounts)
    },

    validateAddress: ({ address, network }) => validateCosmosAddress(address, chainFacts(network).prefix),

    getProvider: () => active?.provider,

    async getHistory({ address, network, cursor }) {
      validateCosmosAddress(address, chainFacts(network).prefix)
      const cosmjs = await loadCosmjs()
      return getCosmosHistory(cosmjs, await cometFor(network), {
        address,
        network,
        cursor,
        pageSize: options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
      })
    },
  }
  return adapter
}
