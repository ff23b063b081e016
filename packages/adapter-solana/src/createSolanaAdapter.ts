import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import {
  type Account,
  type AdapterConnection,
  type AdapterContext,
  ChainNotSupportedError,
  type Connector,
  encodeBase58,
  getRpcUrl,
  isUserRejection,
  MethodNotSupportedError,
  type Network,
  solanaPreflightCommitmentSchema,
  TimeoutError,
  UnauthorizedProviderError,
  UnknownWalletError,
  UserRejectedRequestError,
} from '@walletport/core'
import { providerFromSources } from '@walletport/core/adapter'
import { createAdapterEvents } from './createAdapterEvents.js'
import {
  InvalidCommitmentError,
  TransactionNotFoundError,
  TransactionSimulationError,
  WalletNotConnectedError,
} from './errors.js'
import { formatUnits } from './formatUnits.js'
import { getSolanaHistory } from './getSolanaHistory.js'
import { getSplTokenBalances } from './getSplTokenBalances.js'
import { loadWeb3 } from './loadWeb3.js'
import { toSolanaSendError } from './toSolanaSendError.js'
import { findWalletChain, toStandardChains } from './toStandardChain.js'
import { toStandardConnector } from './toStandardConnector.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js'
import { validateSolanaAddress } from './validateSolanaAddress.js'
import { verifySolanaMessage } from './verifySolanaMessage.js'
import { type WalletStandardWindow, watchStandardWallets } from './watchStandardWallets.js'

const DEFAULT_HISTORY_PAGE_SIZE = 10
const DEFAULT_CONFIRM_TIMEOUT_MS = 60_000
const POLL_INTERVAL_MS = 400

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

interface ActiveConnection {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  network: Network
  detach: () => void
}

function featuresOf(wallet: Wallet): Features {
  return wallet.features as Features
}

function defaultWindow(): WalletStandardWindow | undefined {
  const candidate = (globalThis as { window?: WalletStandardWindow }).window
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined
}

function toAccounts(accounts: readonly WalletAccount[]): Account[] {
  return accounts.map(({ address }) => ({ address, type: 'eoa' }))
}

function checkCommitment(commitment: unknown): string {
  const result = solanaPreflightCommitmentSchema.safeParse(commitment)
  if (!result.success) {
    throw new InvalidCommitmentError({
      commitment,
      allowed: solanaPreflightCommitmentSchema.options,
      cause: result.error,
    })
  }
  return result.data
}

/** Legacy `Transaction` or v0 `VersionedTransaction`, told apart by shape so another web3.js copy works too. */
function isVersioned(tx: unknown): tx is VersionedTransaction {
  return (
    typeof tx === 'object' && tx !== null && 'version' in tx && 'message' in tx && !('instructions' in tx)
  )
}

/**
 * The solana ChainAdapter on @solana/web3.js 1.x and the Wallet Standard. Discovery, connect, reconnect and
 * address checks do not load web3.js; the first read, send or `getConnection` does.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const commitment = checkCommitment(options.commitment ?? 'confirmed')
  const networks = options.networks.filter((network) => network.chainNamespace === 'solana')
  const bus = createAdapterEvents()
  const connections = new Map<string, Promise<Connection>>()
  const blockhashes = new Map<string, { blockhash: string; lastValidBlockHeight: number }>()
  let context: AdapterContext = { endpoints: {} }
  let wallets: readonly Wallet[] = []
  let connectors: readonly Connector[] = []
  let active: ActiveConnection | undefined
  let stopDiscovery: (() => void)[] = []

  function isUsable(wallet: Wallet): boolean {
    const features = featuresOf(wallet)
    if (!features['standard:connect']) return false
    if (!features['solana:signAndSendTransaction'] && !features['solana:signTransaction']) return false
    return networks.some((candidate) => findWalletChain(wallet.chains, candidate) !== undefined)
  }

  function refreshConnectors() {
    connectors = [
      ...wallets.filter(isUsable).map(toStandardConnector),
      ...(options.connectors ?? []).flatMap((source) => source.getConnectors()),
    ]
    bus.emit('connectorsChanged', connectors)
  }

  /** A discovered wallet, or the one a connector source hands over for its connector (created on demand). */
  async function walletOf(connectorId: string): Promise<Wallet | undefined> {
    const connector = connectors.find((candidate) => candidate.id === connectorId)
    if (connector?.provider) return connector.provider as Wallet
    return providerFromSources(options.connectors, connectorId)
  }

  function getConnection(target: Network): Promise<Connection> {
    let connection = connections.get(target.caipNetworkId)
    if (!connection) {
      const url = getRpcUrl(target, {
        rpc: options.rpc?.url ?? context.endpoints.rpc,
        projectId: options.rpc?.projectId ?? context.projectId,
      })
      const wsEndpoint = target.rpcUrls.default.webSocket?.[0]
      connection = loadWeb3().then(
        ({ Connection }) =>
          new Connection(url, { commitment: 'confirmed', ...(wsEndpoint !== undefined && { wsEndpoint }) }),
      )
      connections.set(target.caipNetworkId, connection)
    }
    return connection
  }

  function connected(): ActiveConnection {
    if (!active) throw new WalletNotConnectedError()
    return active
  }

  function chainFor(wallet: Wallet, target: Network): IdentifierString {
    const chain = findWalletChain(wallet.chains, target)
    if (!chain) {
      throw new ChainNotSupportedError({
        details: `${wallet.name} does not list ${toStandardChains(target).join(' or ')} among its chains`,
      })
    }
    return chain
  }

  function accountFor(address: string): WalletAccount {
    const account = connected().accounts.find((candidate) => candidate.address === address)
    if (!account) throw new UnauthorizedProviderError({ details: `${address} is not a connected account` })
    return account
  }

  async function walletCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (isUserRejection(error))
        throw new UserRejectedRequestError({ details: (error as Error)?.message, cause: error })
      throw error
    }
  }

  function clearConnection() {
    active?.detach()
    active = undefined
  }

  function attach(connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[], target: Network) {
    clearConnection()
    const off = featuresOf(wallet)['standard:events']?.on('change', (properties) => {
      if (!active || active.wallet !== wallet || !properties.accounts) return
      const next = properties.accounts.filter(
        (account) => account.chains.length === 0 || findWalletChain(account.chains, active!.network),
      )
      if (next.length === 0) clearConnection()
      else active.accounts = next
      bus.emit('accountsChanged', toAccounts(next))
    })
    active = { connectorId, wallet, accounts, network: target, detach: () => off?.() }
  }

  function usableAccounts(accounts: readonly WalletAccount[], target: Network): WalletAccount[] {
    return accounts.filter(
      (account) => account.chains.length === 0 || findWalletChain(account.chains, target) !== undefined,
    )
  }

  async function buildTransaction(parameters: {
    target: Network
    from: string
    to: string
    value: bigint
    request?: unknown
  }): Promise<{ wire: Uint8Array; lifetime?: { blockhash: string; lastValidBlockHeight: number } }> {
    const web3 = await loadWeb3()
    const connection = await getConnection(parameters.target)
    const request = parameters.request
    if (isVersioned(request)) return { wire: request.serialize() }
    let tx: Transaction
    if (request !== undefined) {
      if (typeof (request as Transaction).serializeMessage !== 'function') {
        throw new TypeError('request must be a web3.js Transaction or VersionedTransaction')
      }
      tx = request as Transaction
    } else {
      tx = new web3.Transaction().add(
        web3.SystemProgram.transfer({
          fromPubkey: new web3.PublicKey(parameters.from),
          toPubkey: new web3.PublicKey(parameters.to),
          lamports: parameters.value,
        }),
      )
    }
    tx.feePayer ??= new web3.PublicKey(parameters.from)
    let lifetime: { blockhash: string; lastValidBlockHeight: number } | undefined
    if (!tx.recentBlockhash) {
      const latest = await connection.getLatestBlockhash(commitment as 'confirmed')
      lifetime = { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
      tx.recentBlockhash = latest.blockhash
      tx.lastValidBlockHeight = latest.lastValidBlockHeight
    }
    return { wire: tx.serialize({ requireAllSignatures: false, verifySignatures: false }), lifetime }
  }

  async function sendWire(
    wallet: Wallet,
    account: WalletAccount,
    chain: IdentifierString,
    wire: Uint8Array,
    target: Network,
  ) {
    const features = featuresOf(wallet)
    const signAndSend = features['solana:signAndSendTransaction']
    if (signAndSend) {
      const [output] = await walletCall(() =>
        signAndSend.signAndSendTransaction({
          account,
          chain,
          transaction: wire,
          options: { preflightCommitment: commitment as 'confirmed' },
        }),
      )
      if (!output) throw new Error('The wallet returned no signature')
      return encodeBase58(output.signature)
    }
    const sign = features['solana:signTransaction']
    if (!sign) throw new MethodNotSupportedError({ method: 'sendTransaction', namespace: 'solana' })
    const [output] = await walletCall(() => sign.signTransaction({ account, chain, transaction: wire }))
    if (!output) throw new Error('The wallet returned no signed transaction')
    const connection = await getConnection(target)
    return connection.sendRawTransaction(output.signedTransaction, {
      preflightCommitment: commitment as 'confirmed',
    })
  }

  async function receiptOf(hash: string, target: Network) {
    const connection = await getConnection(target)
    const response = await connection.getTransaction(hash, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    if (!response) throw new TransactionNotFoundError({ hash })
    return {
      hash,
      status: response.meta?.err ? ('reverted' as const) : ('success' as const),
      blockNumber: BigInt(response.slot),
      ...(response.meta && { fee: BigInt(response.meta.fee) }),
    }
  }

  async function pollStatus(connection: Connection, hash: string) {
    const deadline = Date.now() + (options.confirmTimeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS)
    for (;;) {
      const { value } = await connection.getSignatureStatuses([hash], { searchTransactionHistory: true })
      const status = value[0]
      if (status && status.confirmationStatus !== 'processed') return
      if (Date.now() > deadline)
        throw new TimeoutError({ details: `Transaction ${hash} was not confirmed in time` })
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
    }
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,
    defaultAccountType: 'eoa',

    async init(initContext) {
      context = initContext
      for (const stop of stopDiscovery) stop()
      stopDiscovery = []
      const target = options.window ?? defaultWindow()
      if (target) {
        const watched = new Map<Wallet, () => void>()
        stopDiscovery.push(
          watchStandardWallets(target, (next) => {
            wallets = next
            for (const [wallet, off] of watched) {
              if (!next.includes(wallet)) {
                off()
                watched.delete(wallet)
              }
            }
            for (const wallet of next) {
              if (watched.has(wallet)) continue
              // A wallet may gain chains or features later (e.g. after unlocking).
              const off = featuresOf(wallet)['standard:events']?.on('change', (properties) => {
                if (properties.chains || properties.features) refreshConnectors()
              })
              watched.set(wallet, off ?? (() => {}))
            }
            refreshConnectors()
          }),
          () => {
            for (const off of watched.values()) off()
          },
        )
      }
      refreshConnectors()
    },

    getConnectors: () => connectors,

    on: (event, listener) => bus.on(event, listener),

    async connect({ connectorId, network: target }): Promise<AdapterConnection> {
      const wallet = await walletOf(connectorId)
      if (!wallet) throw new UnknownWalletError({ walletId: connectorId })
      chainFor(wallet, target)
      const connect = featuresOf(wallet)['standard:connect']
      if (!connect) throw new MethodNotSupportedError({ method: 'connect', namespace: 'solana' })
      const { accounts } = await walletCall(() => connect.connect())
      const usable = usableAccounts(accounts, target)
      if (usable.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
      attach(connectorId, wallet, usable, target)
      return { connectorId, accounts: toAccounts(usable), caipNetworkId: target.caipNetworkId }
    },

    async reconnect({ connectorId, network: target }) {
      const wallet = await walletOf(connectorId)
      const connect = wallet && featuresOf(wallet)['standard:connect']
      if (!wallet || !connect || !findWalletChain(wallet.chains, target)) return null
      const accounts = usableAccounts(
        wallet.accounts.length > 0 ? wallet.accounts : (await connect.connect({ silent: true })).accounts,
        target,
      )
      if (accounts.length === 0) return null
      attach(connectorId, wallet, accounts, target)
      return { connectorId, accounts: toAccounts(accounts), caipNetworkId: target.caipNetworkId }
    },

    async disconnect() {
      const wallet = active?.wallet
      clearConnection()
      // Wallets without standard:disconnect stay authorised; the state here is cleared either way.
      const feature = wallet && featuresOf(wallet)['standard:disconnect']
      await feature?.disconnect().catch(() => {})
    },

    async getBalance({ address, network: target }) {
      validateSolanaAddress(address)
      const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(target)])
      const value = BigInt(await connection.getBalance(new PublicKey(address)))
      const { decimals, symbol } = target.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    async getTokenBalances({ address, network: target }) {
      validateSolanaAddress(address)
      const tokens = options.tokens?.[target.caipNetworkId] ?? []
      if (tokens.length === 0) return []
      const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(target)])
      return getSplTokenBalances(connection, {
        owner: new PublicKey(address),
        network: target,
        tokens,
        loadPublicKey: (mint) => new PublicKey(mint),
      })
    },

    async signMessage({ message, address }) {
      validateSolanaAddress(address)
      const { wallet } = connected()
      const account = accountFor(address)
      const feature = featuresOf(wallet)['solana:signMessage']
      if (!feature) throw new MethodNotSupportedError({ method: 'signMessage', namespace: 'solana' })
      const [output] = await walletCall(() =>
        feature.signMessage({ account, message: new TextEncoder().encode(message) }),
      )
      if (!output) throw new Error('The wallet returned no signature')
      return encodeBase58(output.signature)
    },

    async verifyMessage({ message, signature, address }) {
      validateSolanaAddress(address)
      return verifySolanaMessage({ message, signature, address })
    },

    async sendTransaction({ network: target, from, to, value, request }) {
      validateSolanaAddress(to)
      const { wallet, accounts } = connected()
      const sender = from ?? accounts[0]?.address
      if (!sender) throw new WalletNotConnectedError()
      validateSolanaAddress(sender)
      const account = accountFor(sender)
      const chain = chainFor(wallet, target)
      const { wire, lifetime } = await buildTransaction({ target, from: sender, to, value, request })
      let hash: string
      try {
        hash = await sendWire(wallet, account, chain, wire, target)
      } catch (error) {
        throw toSolanaSendError(error)
      }
      if (lifetime) blockhashes.set(hash, lifetime)
      return { hash }
    },

    async waitForTransaction({ hash, network: target }) {
      const connection = await getConnection(target)
      const lifetime = blockhashes.get(hash)
      try {
        if (lifetime) {
          const { value } = await connection.confirmTransaction({ signature: hash, ...lifetime }, 'confirmed')
          blockhashes.delete(hash)
          if (value.err) {
            const receipt = await receiptOf(hash, target)
            return receipt
          }
        } else {
          await pollStatus(connection, hash)
        }
      } catch (error) {
        const mapped = toSolanaSendError(error, hash)
        throw mapped instanceof TransactionSimulationError ? error : mapped
      }
      return receiptOf(hash, target)
    },

    async switchNetwork({ network: target }) {
      if (!networks.some((candidate) => candidate.caipNetworkId === target.caipNetworkId)) {
        throw new ChainNotSupportedError({
          details: `${target.caipNetworkId} is not among the adapter's networks`,
        })
      }
      if (!active) return
      chainFor(active.wallet, target)
      active.network = target
      bus.emit('networkChanged', target.caipNetworkId)
    },

    validateAddress: ({ address }) => validateSolanaAddress(address),

    getProvider: () => active?.wallet,

    getConnection,

    async getHistory({ address, network: target, cursor }) {
      validateSolanaAddress(address)
      const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(target)])
      return getSolanaHistory(connection, {
        address,
        publicKey: new PublicKey(address),
        network: target,
        cursor,
        pageSize: options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
      })
    },
  }
  return adapter
}
