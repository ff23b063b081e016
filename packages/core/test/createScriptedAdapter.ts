import type {
  Account,
  AdapterConnection,
  AdapterEventMap,
  ChainAdapter,
  TransactionReceipt,
} from '../src/adapter/types.js'
import type { ChainNamespace } from '../src/caip/types.js'
import type { Connector } from '../src/connectors/types.js'
import { InvalidAddressError } from '../src/errors/adapter.js'
import { UserRejectedRequestError } from '../src/errors/providerRpc.js'
import type { Network } from '../src/networks/types.js'

// Test helper (not exported): a wallet whose every answer the test scripts, to drive the client into races,
// silences and garbage. Answers: approve, reject (4001), stall (until the test settles it), an arbitrary value,
// or an arbitrary thrown value (a string, null, a plain object).

export type ScriptedMethod =
  | 'init'
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'signMessage'
  | 'switchNetwork'
  | 'sendTransaction'

export type ScriptedAnswer = 'approve' | 'reject' | 'stall' | { resolve: unknown } | { throw: unknown }

export interface PendingCall {
  method: ScriptedMethod
  connectorId: string | undefined
  approve(): void
  reject(): void
}

export interface ScriptedWallet {
  /** How later calls of `method` answer (default 'approve'). */
  set(method: ScriptedMethod, answer: ScriptedAnswer): void
  /** Stalled calls, oldest first; settling one removes it. */
  readonly pending: PendingCall[]
  /** Every call, in order: 'connect:mm', 'disconnect'… */
  readonly calls: string[]
  /** Sends a wallet event with any payload (malformed included), as a buggy wallet would. */
  emit(event: keyof AdapterEventMap, payload: unknown): void
  /** The connector the adapter holds a connection to, as a real adapter attaches the last answer. */
  readonly attached: string | undefined
  /** Connector ids that authorised the site (a silent reconnect succeeds). */
  readonly authorised: ReadonlySet<string>
  accounts: string[]
}

export interface ScriptedAdapterOptions {
  namespace?: ChainNamespace
  networks: readonly Network[]
  connectors?: readonly string[]
  accounts?: readonly string[]
  addressPattern?: RegExp
  authorised?: readonly string[]
}

export function createScriptedAdapter(
  options: ScriptedAdapterOptions,
): ChainAdapter & { wallet: ScriptedWallet } {
  const namespace = options.namespace ?? 'eip155'
  const pattern = options.addressPattern ?? /^mem[0-9a-f]{4,}$/
  const answers = new Map<ScriptedMethod, ScriptedAnswer>()
  const listeners = new Map<keyof AdapterEventMap, Set<(payload: never) => void>>()
  const pending: PendingCall[] = []
  const calls: string[] = []
  const authorised = new Set(options.authorised ?? [])
  let attached: string | undefined
  const connectors: Connector[] = (options.connectors ?? ['memory']).map((id) => ({
    id,
    name: id,
    type: 'INJECTED',
    chain: namespace,
    installed: true,
  }))
  const wallet: ScriptedWallet = {
    set: (method, answer) => answers.set(method, answer),
    pending,
    calls,
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (value: unknown) => void)(payload)
    },
    get attached() {
      return attached
    },
    authorised,
    accounts: [...(options.accounts ?? ['mem0001', 'mem0002'])],
  }

  const toAccounts = (): Account[] => wallet.accounts.map((address) => ({ address, type: 'eoa' }))

  function answer<T>(method: ScriptedMethod, connectorId: string | undefined, approve: () => T): Promise<T> {
    calls.push(connectorId === undefined ? method : `${method}:${connectorId}`)
    const scripted = answers.get(method) ?? 'approve'
    if (scripted === 'approve') return Promise.resolve().then(approve)
    if (scripted === 'reject') return Promise.reject(new UserRejectedRequestError())
    if (scripted === 'stall') {
      return new Promise<T>((resolve, reject) => {
        const call: PendingCall = {
          method,
          connectorId,
          approve: () => {
            pending.splice(pending.indexOf(call), 1)
            try {
              resolve(approve())
            } catch (error) {
              reject(error)
            }
          },
          reject: () => {
            pending.splice(pending.indexOf(call), 1)
            reject(new UserRejectedRequestError())
          },
        }
        pending.push(call)
      })
    }
    if ('resolve' in scripted) return Promise.resolve(scripted.resolve as T)
    return Promise.reject(scripted.throw)
  }

  function connection(connectorId: string, network: Network): AdapterConnection {
    attached = connectorId
    authorised.add(connectorId)
    return { connectorId, accounts: toAccounts(), caipNetworkId: network.caipNetworkId }
  }

  function validate(address: string) {
    if (!pattern.test(address)) throw new InvalidAddressError({ address, rule: `must match ${pattern}` })
  }

  return {
    namespace,
    networks: options.networks,
    defaultAccountType: 'eoa',
    wallet,
    init: () => answer('init', undefined, () => undefined),
    getConnectors: () => [...connectors],
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    connect: ({ connectorId, network }) =>
      answer('connect', connectorId, () => connection(connectorId, network)),
    reconnect: ({ connectorId, network }) =>
      answer('reconnect', connectorId, () =>
        authorised.has(connectorId) ? connection(connectorId, network) : null,
      ),
    disconnect: () =>
      answer('disconnect', undefined, () => {
        if (attached !== undefined) authorised.delete(attached)
        attached = undefined
      }),
    async getBalance({ network }) {
      const { decimals, symbol } = network.nativeCurrency
      return { value: 0n, decimals, symbol, formatted: '0' }
    },
    signMessage: ({ message, address }) =>
      answer('signMessage', undefined, () => {
        if (attached === undefined) throw new Error('not connected')
        return `sig:${address}:${message.length}`
      }),
    async verifyMessage({ message, signature, address }) {
      return signature === `sig:${address}:${message.length}`
    },
    sendTransaction: () => answer('sendTransaction', undefined, () => ({ hash: `tx${calls.length}` })),
    async waitForTransaction({ hash }): Promise<TransactionReceipt> {
      return { hash, status: 'success' }
    },
    switchNetwork: ({ network }) =>
      answer('switchNetwork', undefined, () => {
        if (attached !== undefined) wallet.emit('networkChanged', network.caipNetworkId)
      }),
    validateAddress: ({ address }) => validate(address),
    getProvider: () => (attached === undefined ? undefined : wallet),
  }
}
