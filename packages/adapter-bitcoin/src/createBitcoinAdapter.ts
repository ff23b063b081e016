import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type Account,
  type AdapterConnection,
  ChainNotSupportedError,
  type Connector,
  InvalidAddressError,
  type Network,
  TimeoutError,
  UnauthorizedProviderError,
  UnknownWalletError,
} from '@walletport/core'
import { providerFromSources } from '@walletport/core/adapter'
import { initEccLib, Psbt } from 'bitcoinjs-lib'
import { bitcoinNetworkKind, toBitcoinJsNetwork } from './bitcoinNetworkKind.js'
import { buildPaymentPsbt } from './buildPaymentPsbt.js'
import { createAdapterEvents } from './createAdapterEvents.js'
import {
  createEsploraClient,
  type EsploraClient,
  EsploraRejection,
  type EsploraTxStatus,
} from './createEsploraClient.js'
import type { StandardWallet } from './createWalletStandardClient.js'
import { type DiscoveredWallet, discoverInjectedWallets } from './discoverInjectedWallets.js'
import { BroadcastError, FeeTooLowError, WalletNotConnectedError } from './errors.js'
import { formatSats } from './formatSats.js'
import { toHistoryEntry } from './toHistoryEntry.js'
import { toUserRejection } from './toUserRejection.js'
import type { BitcoinAdapter, BitcoinAdapterOptions, BitcoinWalletClient, BitcoinWindow } from './types.js'
import { validateBitcoinAddress } from './validateBitcoinAddress.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'
import { watchStandardWallets } from './watchStandardWallets.js'

initEccLib(ecc)

const BALANCE_TTL_MS = 30_000
const DEFAULT_POLLING_MS = 4_000
const DEFAULT_CONFIRMATION_TIMEOUT_MS = 30 * 60_000
const MIN_FEE_RATE = 1
const FEE_TOO_LOW = /min relay fee not met|mempool min fee not met|insufficient fee|insufficientfee/i

interface ActiveConnection {
  connectorId: string
  client: BitcoinWalletClient
  accounts: readonly Account[]
  network: Network
  detach: () => void
}

function defaultWindow(): BitcoinWindow | undefined {
  const candidate = (globalThis as unknown as { window?: BitcoinWindow }).window
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined
}

/** Runs a wallet call, turning its refusal into UserRejectedRequestError. */
async function walletCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toUserRejection(error)
  }
}

/**
 * The bip122 ChainAdapter: wallets through their injected APIs (sats-connect, Leather, Unisat, OKX, Phantom,
 * Wallet Standard), reads from an Esplora REST API, PSBTs built with bitcoinjs-lib and signed by the wallet.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): BitcoinAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'bip122')
  const bus = createAdapterEvents()
  const balances = new Map<string, { expires: number; value: Promise<bigint> }>()
  let discovered: DiscoveredWallet[] = []
  let standardWallets: readonly StandardWallet[] = []
  let active: ActiveConnection | undefined
  let stopDiscovery: (() => void) | undefined
  let target: BitcoinWindow | undefined

  function esploraFor(network: Network): EsploraClient {
    const configured =
      typeof options.esploraUrl === 'string'
        ? options.esploraUrl
        : options.esploraUrl?.[network.caipNetworkId]
    const url =
      configured ?? (network.custom?.esploraUrl as string | undefined) ?? network.rpcUrls.default.http[0]
    if (!url) throw new ChainNotSupportedError({ details: `No Esplora URL for ${network.caipNetworkId}` })
    return createEsploraClient(url, { timeoutMs: options.requestTimeoutMs })
  }

  const sourced = () => (options.connectors ?? []).flatMap((source) => source.getConnectors())

  function allConnectors(): Connector[] {
    return [...discovered.map(({ connector }) => connector), ...sourced()]
  }

  function refreshConnectors() {
    if (target) {
      discovered = discoverInjectedWallets(
        target,
        standardWallets,
        networks.map((network) => bitcoinNetworkKind(network)),
      )
    }
    bus.emit('connectorsChanged', allConnectors())
  }

  /** The source's wallet, or the injected one, behind `connectorId` (sources first: no rescan for their ids). */
  async function walletOf(
    connectorId: string,
  ): Promise<{ id: string; client: BitcoinWalletClient } | undefined> {
    const fromSource = await providerFromSources(options.connectors, connectorId)
    if (fromSource) return { id: connectorId, client: fromSource }
    const injected = find(connectorId)
    return injected && { id: injected.connector.id, client: injected.client }
  }

  function find(connectorId: string): DiscoveredWallet | undefined {
    if (
      !discovered.some(
        (wallet) => wallet.connector.id === connectorId || wallet.aliases.includes(connectorId),
      )
    ) {
      refreshConnectors()
    }
    return discovered.find(
      (wallet) => wallet.connector.id === connectorId || wallet.aliases.includes(connectorId),
    )
  }

  function connected(): ActiveConnection {
    if (!active) throw new WalletNotConnectedError()
    return active
  }

  function validate(address: string, network: Network) {
    try {
      return validateBitcoinAddress(address, toBitcoinJsNetwork(network))
    } catch (error) {
      if (error instanceof InvalidAddressError && /prefix|another network/.test(error.message)) {
        throw new InvalidAddressError({
          address,
          rule: `not a ${network.name} address (${error.message.replace(/^Invalid address "[^"]*": /, '')})`,
          cause: error,
        })
      }
      throw error
    }
  }

  function forgetBalances(...addresses: string[]) {
    for (const key of [...balances.keys()]) {
      if (addresses.length === 0 || addresses.some((address) => key.endsWith(`:${address}`)))
        balances.delete(key)
    }
  }

  function clearConnection() {
    active?.detach()
    active = undefined
  }

  function attach(
    connectorId: string,
    client: BitcoinWalletClient,
    accounts: readonly Account[],
    network: Network,
  ) {
    clearConnection()
    const stop = client.watch?.({
      accountsChanged: () => {
        client.authorizedAccounts(connected().network).then(
          (next) => {
            if (!active || active.client !== client) return
            if (next.length === 0) clearConnection()
            else active.accounts = next
            bus.emit('accountsChanged', next)
          },
          () => undefined,
        )
      },
      disconnected: () => {
        if (active?.client !== client) return
        clearConnection()
        bus.emit('disconnected', undefined)
      },
    })
    active = { connectorId, client, accounts, network, detach: () => stop?.() }
  }

  async function feeRateFor(network: Network): Promise<number> {
    if (options.feeRate !== undefined) return options.feeRate
    const estimates = await esploraFor(network).feeEstimates()
    const target = options.feeTargetBlocks ?? 3
    const eligible = Object.entries(estimates)
      .map(([blocks, rate]) => [Number(blocks), rate] as const)
      .filter(([blocks]) => blocks <= target)
      .sort(([a], [b]) => b - a)
    return Math.max(MIN_FEE_RATE, eligible[0]?.[1] ?? estimates['6'] ?? MIN_FEE_RATE)
  }

  async function broadcast(network: Network, hex: string): Promise<string> {
    try {
      return await esploraFor(network).broadcast(hex)
    } catch (error) {
      if (!(error instanceof EsploraRejection)) throw error
      if (FEE_TOO_LOW.test(error.message)) throw new FeeTooLowError({ details: error.message, cause: error })
      throw new BroadcastError({ details: error.message, cause: error })
    }
  }

  async function signAndSend(network: Network, psbt: Psbt, sender: string): Promise<string> {
    const { client, accounts } = connected()
    const signInputs = { [sender]: psbt.data.inputs.map((_, index) => index) }
    const signed = Psbt.fromBase64(
      await walletCall(() => client.signPsbt({ psbt: psbt.toBase64(), signInputs, network, accounts })),
      { network: toBitcoinJsNetwork(network) },
    )
    signed.data.inputs.forEach((input, index) => {
      if (!input.finalScriptWitness && !input.finalScriptSig) signed.finalizeInput(index)
    })
    return broadcast(network, signed.extractTransaction().toHex())
  }

  const adapter: BitcoinAdapter = {
    namespace: 'bip122',
    networks,
    defaultAccountType: 'payment',

    async init() {
      stopDiscovery?.()
      target = options.window ?? defaultWindow()
      if (
        target &&
        typeof target.addEventListener === 'function' &&
        typeof target.dispatchEvent === 'function'
      ) {
        stopDiscovery = watchStandardWallets(target as EventTarget, (wallets) => {
          standardWallets = wallets
          refreshConnectors()
        })
      }
      refreshConnectors()
    },

    getConnectors: (): readonly Connector[] => allConnectors(),

    resolveConnectorId: (id) =>
      sourced().some((connector) => connector.id === id) ? id : find(id)?.connector.id,

    on: (event, listener) => bus.on(event, listener),

    async connect({ connectorId, network }): Promise<AdapterConnection> {
      const wallet = await walletOf(connectorId)
      if (!wallet) throw new UnknownWalletError({ walletId: connectorId })
      const accounts = await walletCall(() => wallet.client.connect(network))
      if (accounts.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
      for (const { address } of accounts) validate(address, network)
      attach(wallet.id, wallet.client, accounts, network)
      return { connectorId: wallet.id, accounts, caipNetworkId: network.caipNetworkId }
    },

    async reconnect({ connectorId, network }) {
      const wallet = await walletOf(connectorId)
      if (!wallet) return null
      const accounts = await wallet.client.authorizedAccounts(network).catch(() => [])
      if (accounts.length === 0) return null
      attach(wallet.id, wallet.client, accounts, network)
      return { connectorId: wallet.id, accounts, caipNetworkId: network.caipNetworkId }
    },

    async disconnect() {
      const client = active?.client
      clearConnection()
      await client?.disconnect().catch(() => undefined)
    },

    async getBalance({ address, network }) {
      validate(address, network)
      const key = `${network.caipNetworkId}:${address}`
      const cached = balances.get(key)
      let value: Promise<bigint>
      if (cached && cached.expires > Date.now()) value = cached.value
      else {
        value = esploraFor(network)
          .address(address)
          .then(({ chain_stats: chain, mempool_stats: mempool }) =>
            BigInt(
              chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
            ),
          )
        balances.set(key, { expires: Date.now() + (options.balanceCacheMs ?? BALANCE_TTL_MS), value })
        value.catch(() => balances.delete(key))
      }
      const { decimals, symbol } = network.nativeCurrency
      const sats = await value
      return { value: sats, decimals, symbol, formatted: formatSats(sats) }
    },

    async signMessage({ message, address, network }) {
      const type = validate(address, network)
      const { client } = connected()
      return walletCall(() =>
        client.signMessage({ address, message, protocol: type === 'p2pkh' ? 'legacy' : 'bip322' }),
      )
    },

    async verifyMessage({ message, signature, address, network }) {
      validate(address, network)
      return verifyBitcoinMessage({ address, message, signature })
    },

    async sendTransaction({ network, from, to, value, request }) {
      const toType = validate(to, network)
      const { accounts } = connected()
      const sender = accounts.find((account) => account.address === (from ?? accounts[0]?.address))
      if (!sender) throw new WalletNotConnectedError({ details: `${from} is not a connected account` })
      const fromType = validate(sender.address, network)
      const psbt =
        request instanceof Psbt
          ? request
          : typeof request === 'string'
            ? Psbt.fromBase64(request, { network: toBitcoinJsNetwork(network) })
            : (
                await buildPaymentPsbt(esploraFor(network), {
                  network,
                  from: sender.address,
                  fromType,
                  fromPublicKey: sender.publicKey,
                  to,
                  toType,
                  value,
                  feeRate: await feeRateFor(network),
                })
              ).psbt
      const hash = await signAndSend(network, psbt, sender.address)
      forgetBalances(sender.address, to)
      return { hash }
    },

    async waitForTransaction({ hash, network }) {
      const esplora = esploraFor(network)
      const interval = options.confirmation?.pollingIntervalMs ?? DEFAULT_POLLING_MS
      const deadline = Date.now() + (options.confirmation?.timeoutMs ?? DEFAULT_CONFIRMATION_TIMEOUT_MS)
      for (;;) {
        const status: EsploraTxStatus = await esplora.txStatus(hash).catch((error) => {
          // Right after broadcast a node may not know the transaction yet.
          if ((error as { status?: number }).status === 404) return { confirmed: false }
          throw error
        })
        if (status.confirmed) {
          forgetBalances()
          const tx = await esplora.tx(hash)
          return {
            hash,
            status: 'success',
            ...(status.block_height !== undefined && { blockNumber: BigInt(status.block_height) }),
            fee: BigInt(tx.fee),
          }
        }
        if (Date.now() > deadline) {
          throw new TimeoutError({ details: `${hash} was not confirmed on ${network.name} in time` })
        }
        await new Promise((resolve) => setTimeout(resolve, interval))
      }
    },

    async switchNetwork({ network }) {
      if (!networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
        throw new ChainNotSupportedError({
          details: `${network.caipNetworkId} is not among the adapter's networks`,
        })
      }
      const current = connected()
      if (!current.client.switchNetwork) {
        throw new ChainNotSupportedError({ details: 'The wallet cannot be switched from the page' })
      }
      await walletCall(() => current.client.switchNetwork!(network)).catch((error) => {
        if (error instanceof Error && error.name === 'UserRejectedRequestError') throw error
        throw new ChainNotSupportedError({ details: (error as Error).message, cause: error })
      })
      const accounts = await current.client.authorizedAccounts(network)
      if (active === current) {
        current.network = network
        if (accounts.length > 0) current.accounts = accounts
      }
      bus.emit('networkChanged', network.caipNetworkId)
      if (accounts.length > 0) bus.emit('accountsChanged', accounts)
    },

    validateAddress: ({ address, network }) => {
      validate(address, network)
    },

    getProvider: () => active?.client.provider,

    getAccounts: () => active?.accounts ?? [],

    async getHistory({ address, network, cursor }) {
      validate(address, network)
      const txs = await esploraFor(network).addressTxs(address, cursor)
      const confirmed = txs.filter((tx) => tx.status.confirmed)
      const last = confirmed.at(-1)
      // Esplora pages confirmed transactions 25 at a time; a full page may have more behind it.
      const next = confirmed.length >= 25 && last ? last.txid : undefined
      return {
        data: txs.map((tx) => toHistoryEntry(tx, address, network.caipNetworkId)),
        ...(next && { next }),
      }
    },
  }
  return adapter
}
