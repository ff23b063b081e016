import { formatUnits } from '../adapter/formatUnits.js'
import { parseWalletAddresses } from '../adapter/parseWalletAddresses.js'
import type {
  Account,
  AdapterConnection,
  AdapterEventMap,
  Balance,
  ChainAdapter,
  HistoryEntry,
  HistoryPage,
  Identity,
  TransactionReceipt,
} from '../adapter/types.js'
import type { AccountType, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'
import { InvalidAddressError, WalletNotConnectedError } from '../errors/adapter.js'
import { ChainNotSupportedError } from '../errors/connection.js'
import { UserRejectedRequestError } from '../errors/providerRpc.js'
import type { Network } from '../networks/types.js'

export type MemoryWalletBehavior = 'approve' | 'reject' | 'stall'

/**
 * Mistakes third-party adapters make, planted on purpose so that tests can show the contract suite catching each.
 * A memory adapter without faults passes the whole suite.
 */
export type MemoryAdapterFault =
  /** Wallet events still reach listeners after `disconnect`. */
  | 'emitsAfterDisconnect'
  /** Hears the wallet's first event, then none. */
  | 'deafAfterFirstEvent'
  /** `switchNetwork` announces the network without asking the wallet. */
  | 'switchWithoutWallet'
  /** `signMessage` signs for any address, connected or not. */
  | 'signsForAnyAddress'
  /** Passes the accounts the wallet sends on without checking them. */
  | 'uncheckedAccounts'
  /** Ignores the wallet's own disconnect and chain changes. */
  | 'ignoresWalletEvents'

export interface MemoryAdapterOptions {
  namespace?: ChainNamespace
  networks: readonly Network[]
  /** Addresses the wallet holds; must match `addressPattern`. */
  accounts?: readonly string[]
  /** Starting balances in the smallest unit, by address. */
  balances?: Readonly<Record<string, bigint>>
  connectors?: readonly Pick<Connector, 'id' | 'name'>[]
  defaultAccountType?: AccountType
  /** Whether the wallet already authorised this site (silent reconnect succeeds). */
  authorized?: boolean
  addressPattern?: RegExp
  /** Names by address, for identity lookups. */
  names?: Readonly<Record<string, string>>
  fee?: bigint
  /** Contract mistakes to plant (tests of the contract suite); none by default. */
  faults?: readonly MemoryAdapterFault[]
}

export interface MemoryWallet {
  /** How the wallet answers prompts (connect, sign, send, switch). */
  setBehavior(behavior: MemoryWalletBehavior): void
  /** Resolves every stalled prompt as rejected. */
  releaseStalled(): void
  /**
   * The wallet switches account on its own: listeners hear it while connected. Accounts that are no address are
   * refused (an `error` event; the accounts stay as they were).
   */
  changeAccounts(addresses: readonly string[]): void
  /** The wallet switches network on its own. */
  changeNetwork(network: Network): void
  /** The wallet ends the connection on its own. */
  disconnectFromWallet(): void
  /** A new wallet appears in the page. */
  announce(connector: Pick<Connector, 'id' | 'name'>): void
  balanceOf(address: string): bigint
  readonly requests: readonly string[]
  /** The network the wallet is on: set by connect, switchNetwork and changeNetwork. */
  readonly caipNetworkId: CaipNetworkId | undefined
}

const encoder = new TextEncoder()

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Entries are stored as the sender sees them; the recipient sees the same transfer coming in. */
function asSeenBy(entry: HistoryEntry, address: string): HistoryEntry {
  const { sentFrom, sentTo } = entry.metadata
  if (sentFrom === sentTo || sentFrom === address) return entry
  return {
    ...entry,
    metadata: { ...entry.metadata, operationType: 'receive' },
    transfers: entry.transfers.map((transfer) => ({ ...transfer, direction: 'in' })),
  }
}

/**
 * A chain that lives in memory: a ledger, a wallet that signs with HMAC-SHA-256 keys it keeps, and the events
 * a real wallet sends. For testing core and UI without a node; every adapter of this repo is tested against its
 * real node instead.
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): ChainAdapter<MemoryWallet> & {
  wallet: MemoryWallet
} {
  const namespace = options.namespace ?? 'eip155'
  const pattern = options.addressPattern ?? /^mem[0-9a-f]{4,}$/
  const fee = options.fee ?? 10n
  let accounts = [...(options.accounts ?? ['mem0001', 'mem0002'])]
  const ledger = new Map<string, bigint>(
    Object.entries(options.balances ?? { [accounts[0] ?? '']: 1_000_000n }),
  )
  const history: HistoryEntry[] = []
  const listeners = new Map<keyof AdapterEventMap, Set<(payload: never) => void>>()
  const connectors: Connector[] = (options.connectors ?? [{ id: 'memory', name: 'Memory Wallet' }]).map(
    (c) => ({
      ...c,
      type: 'INJECTED',
      chain: namespace,
      installed: true,
    }),
  )
  let behavior: MemoryWalletBehavior = 'approve'
  let authorized = options.authorized ?? false
  let connected = false
  const stalled = new Set<(error: Error) => void>()
  const requests: string[] = []
  const receipts = new Map<string, TransactionReceipt>()
  const faults = new Set(options.faults ?? [])
  let walletNetwork: CaipNetworkId | undefined
  let heardWalletEvent = false

  /** Passes a wallet event to listeners when the adapter should hear it. */
  function fromWallet(deliver: () => void, kind: 'accounts' | 'other') {
    if (!connected && !faults.has('emitsAfterDisconnect')) return
    if (kind === 'other' && faults.has('ignoresWalletEvents')) return
    if (faults.has('deafAfterFirstEvent') && heardWalletEvent) return
    heardWalletEvent = true
    deliver()
  }

  function emit<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]) {
    for (const listener of listeners.get(event) ?? []) (listener as (p: AdapterEventMap[E]) => void)(payload)
  }

  function prompt<T>(method: string, approve: () => T | Promise<T>): Promise<T> {
    requests.push(method)
    if (behavior === 'reject') return Promise.reject(new UserRejectedRequestError())
    if (behavior === 'stall') {
      return new Promise<T>((_, reject) => {
        stalled.add(reject)
      })
    }
    return Promise.resolve().then(approve)
  }

  function toAccounts(addresses: readonly string[]): Account[] {
    return addresses.map((address) => ({ address, type: options.defaultAccountType ?? 'eoa' }))
  }

  function connection(connectorId: string, network: Network): AdapterConnection {
    connected = true
    authorized = true
    walletNetwork = network.caipNetworkId
    return { connectorId, accounts: toAccounts(accounts), caipNetworkId: network.caipNetworkId }
  }

  function validate(address: string) {
    if (!pattern.test(address)) throw new InvalidAddressError({ address, rule: `must match ${pattern}` })
  }

  async function sign(message: string, address: string): Promise<string> {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(`memory-key:${address}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
  }

  const wallet: MemoryWallet = {
    setBehavior: (next) => {
      behavior = next
    },
    releaseStalled() {
      for (const reject of stalled) reject(new UserRejectedRequestError())
      stalled.clear()
    },
    changeAccounts(addresses) {
      if (!faults.has('uncheckedAccounts')) {
        try {
          parseWalletAddresses(addresses, { method: 'accountsChanged', validate })
        } catch (error) {
          fromWallet(() => emit('error', error as Error), 'accounts')
          return
        }
      }
      accounts = [...addresses]
      fromWallet(() => emit('accountsChanged', toAccounts(addresses)), 'accounts')
    },
    changeNetwork(network) {
      walletNetwork = network.caipNetworkId
      fromWallet(() => emit('networkChanged', network.caipNetworkId), 'other')
    },
    disconnectFromWallet() {
      fromWallet(() => emit('disconnected', undefined), 'other')
      connected = false
    },
    announce(connector) {
      connectors.push({ ...connector, type: 'ANNOUNCED', chain: namespace, installed: true })
      emit('connectorsChanged', [...connectors])
    },
    balanceOf: (address) => ledger.get(address) ?? 0n,
    requests,
    get caipNetworkId() {
      return walletNetwork
    },
  }

  return {
    namespace,
    networks: options.networks,
    defaultAccountType: options.defaultAccountType ?? 'eoa',
    wallet,
    async init() {},
    getConnectors: () => [...connectors],
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    connect: ({ connectorId, network }) => prompt('connect', () => connection(connectorId, network)),
    async reconnect({ connectorId, network }) {
      requests.push('reconnect')
      return authorized ? connection(connectorId, network) : null
    },
    async disconnect() {
      requests.push('disconnect')
      connected = false
      authorized = false
    },
    async getBalance({ address, network }): Promise<Balance> {
      validate(address)
      const value = ledger.get(address) ?? 0n
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },
    async signMessage({ message, address }) {
      validate(address)
      if (!faults.has('signsForAnyAddress') && !accounts.includes(address)) {
        throw new WalletNotConnectedError({
          namespace,
          details: `${address} is not an account of the wallet (${accounts.join(', ') || 'none'})`,
        })
      }
      return prompt('signMessage', () => sign(message, address))
    },
    async verifyMessage({ message, signature, address }) {
      return (await sign(message, address)) === signature
    },
    async sendTransaction({ from, to, value, network }) {
      validate(to)
      const sender = from ?? accounts[0] ?? ''
      return prompt('sendTransaction', () => {
        const balance = ledger.get(sender) ?? 0n
        if (balance < value + fee) throw new Error(`insufficient funds: ${balance} < ${value + fee}`)
        ledger.set(sender, balance - value - fee)
        ledger.set(to, (ledger.get(to) ?? 0n) + value)
        const hash = `memtx${history.length.toString(16).padStart(8, '0')}`
        const blockNumber = BigInt(history.length + 1)
        receipts.set(hash, { hash, status: 'success', blockNumber, fee })
        history.unshift({
          id: hash,
          metadata: {
            minedAt: new Date(1_700_000_000_000 + history.length * 60_000).toISOString(),
            chain: network.caipNetworkId,
            hash,
            status: 'confirmed',
            sentFrom: sender,
            sentTo: to,
            operationType: 'send',
          },
          transfers: [
            {
              direction: sender === to ? 'self' : 'out',
              quantity: { numeric: formatUnits(value, network.nativeCurrency.decimals) },
            },
          ],
        })
        return { hash }
      })
    },
    async waitForTransaction({ hash }) {
      const receipt = receipts.get(hash)
      if (!receipt) throw new Error(`Transaction ${hash} not found`)
      return receipt
    },
    switchNetwork({ network }) {
      if (!options.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
        return Promise.reject(new ChainNotSupportedError())
      }
      if (faults.has('switchWithoutWallet')) {
        if (connected) emit('networkChanged', network.caipNetworkId)
        return Promise.resolve()
      }
      return prompt('switchNetwork', () => {
        walletNetwork = network.caipNetworkId
        if (connected) emit('networkChanged', network.caipNetworkId)
      })
    },
    validateAddress: ({ address }) => validate(address),
    getProvider: () => (connected ? wallet : undefined),
    async getIdentity({ address }): Promise<Identity> {
      return { name: options.names?.[address] ?? null, avatar: null }
    },
    async getHistory({ address, network, cursor }): Promise<HistoryPage> {
      validate(address)
      const mine = history
        .filter(
          (entry) =>
            entry.metadata.chain === network.caipNetworkId &&
            (entry.metadata.sentFrom === address || entry.metadata.sentTo === address),
        )
        .map((entry) => asSeenBy(entry, address))
      const start = cursor === undefined ? 0 : mine.findIndex((entry) => entry.id === cursor) + 1
      // An unknown cursor ends the listing rather than starting it over (a pager would loop forever).
      if (cursor !== undefined && start === 0) return { data: [] }
      const data = mine.slice(start, start + 2)
      const last = data.at(-1)
      return start + 2 < mine.length && last ? { data, next: last.id } : { data }
    },
  }
}
