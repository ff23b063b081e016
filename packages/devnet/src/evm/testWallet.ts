// Runs in browsers too (playground, e2e bundle): only fetch and ethers, no Node built-ins.
import { SAFE_RPC_METHODS } from '@walletport/core'
import { getBytes, isHexString, type TypedDataField, Wallet } from 'ethers'
import { EvmRpcError, evmRpc } from './evmRpc.js'
import { formatSiweMessage, type SiweFields } from './formatSiweMessage.js'
import {
  disconnectedError,
  invalidParamsError,
  ProviderRpcError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from './ProviderRpcError.js'
import { type EvmTestWalletAssets, readTestWalletAssets } from './testWalletAssets.js'

/** What the simulated user does when a request needs approval. */
export type EvmTestWalletBehavior = 'approve' | 'reject' | 'stall' | 'drop'

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown
}

export interface CreateEvmTestWalletParameters {
  privateKey?: string
  privateKeys?: readonly string[]
  /** e.g. the `accounts` of an EvmNode. */
  accounts?: readonly { privateKey: string }[]
  /** RPC URL per chain id; more can be added with wallet_addEthereumChain. */
  rpcUrls: Record<number, string>
  /** Chain the wallet starts on; must be in rpcUrls. */
  chainId: number
  /** Start with the site already authorised (eth_accounts non-empty): a silent reconnect. */
  authorized?: boolean
  /** Stalled requests reject with 4001 after this long; unset means they wait for release() forever. */
  stallTimeoutMs?: number
  /** Answer the EIP-5792 methods (wallet_sendCalls, wallet_getCallsStatus, wallet_getCapabilities); default true. */
  eip5792?: boolean
  /**
   * Answer ERC-7846 `wallet_connect` (connect and, with the `signInWithEthereum` capability, sign in, in one
   * prompt); default false: 4200, as most wallets answer today.
   */
  erc7846?: boolean
  /** What EIP-7811 `wallet_getAssets` answers (see `EvmTestWalletAssets`); default none: 4200. */
  assets?: EvmTestWalletAssets
}

export interface EvmTestWallet extends Eip1193Provider {
  readonly isWalletPortTestWallet: true
  once(event: string, listener: (...args: unknown[]) => void): EvmTestWallet
  off(event: string, listener: (...args: unknown[]) => void): EvmTestWallet
  /** Checksummed addresses, selected first (eth_accounts returns them lower-cased, as MetaMask does). */
  readonly addresses: string[]
  readonly chainId: number
  readonly isAuthorized: boolean
  readonly isConnected: boolean
  /** Requests waiting on a 'stall'. */
  readonly pendingCount: number
  /** The method of every request that asked the user's approval so far, in order. */
  readonly requests: readonly string[]
  /** Turns ERC-7846 `wallet_connect` on or off (see `erc7846`). */
  setErc7846(enabled: boolean): void
  /** Changes what `wallet_getAssets` answers (see `assets`). */
  setAssets(assets: EvmTestWalletAssets): void
  /** Default behaviour for requests needing approval, or the behaviour of one method when `method` is given. */
  setBehavior(behavior: EvmTestWalletBehavior, method?: string): void
  /** Back to 'approve' for everything. */
  resetBehavior(): void
  /** Settles every stalled request as approved (default) or rejected; returns how many there were. */
  release(outcome?: 'approve' | 'reject'): number
  /** Grants the site access without a prompt; emits accountsChanged. */
  authorize(): void
  /** Removes the site's access; emits accountsChanged([]). */
  revoke(): void
  /** Makes `address` the selected account (first in eth_accounts); emits accountsChanged when authorised. */
  selectAccount(address: string): void
  /** Loses the connection: emits disconnect; every request rejects with 4900 until reconnect(). */
  disconnect(): void
  /** Emits connect({ chainId }). */
  reconnect(): void
  /**
   * Emits `event` with `args` exactly as given, whatever the wallet's state: a faulty or hostile wallet's event
   * (accounts that are no addresses…), for tests of what a dapp does with one.
   */
  emit(event: string, ...args: unknown[]): void
}

type Listener = (...args: unknown[]) => void
type TypedData = {
  types: Record<string, TypedDataField[]>
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

/**
 * Node reads the wallet passes to its node: the read-only eth_* calls of core's allow-list (the ones WalletPort
 * forwards to a wallet), except those the wallet answers itself and ERC-4337 bundler calls (no bundler here).
 */
const forwardedMethods = new Set<string>([
  ...SAFE_RPC_METHODS.filter(
    (method) =>
      method.startsWith('eth_') &&
      method !== 'eth_accounts' &&
      method !== 'eth_chainId' &&
      !/UserOperation|EntryPoints/.test(method),
  ),
  'net_listening',
  'web3_clientVersion',
])

const toHex = (value: number | bigint) => `0x${value.toString(16)}`
const addressPattern = /^0x[0-9a-fA-F]{40}$/

export function createEvmTestWallet(parameters: CreateEvmTestWalletParameters): EvmTestWallet {
  const keys = [
    ...(parameters.privateKey ? [parameters.privateKey] : []),
    ...(parameters.privateKeys ?? []),
    ...(parameters.accounts ?? []).map((account) => account.privateKey),
  ]
  if (keys.length === 0) throw new Error('createEvmTestWallet needs at least one private key')
  let signers = keys.map((key) => new Wallet(key))
  const rpcUrls = new Map(Object.entries(parameters.rpcUrls).map(([id, url]) => [Number(id), url]))
  if (!rpcUrls.has(parameters.chainId))
    throw new Error(`No RPC URL for the initial chain ${parameters.chainId}`)

  let chainId = parameters.chainId
  let authorized = parameters.authorized ?? false
  let authorizedAt = Date.now()
  let connected = true
  let defaultBehavior: EvmTestWalletBehavior = 'approve'
  const methodBehaviors = new Map<string, EvmTestWalletBehavior>()
  const stalled = new Set<(outcome: 'approve' | 'reject') => void>()
  const listeners = new Map<string, Set<Listener>>()
  const batches = new Map<string, { chainId: number; hashes: string[] }>()
  const requests: string[] = []
  let erc7846 = parameters.erc7846 ?? false
  let assets = parameters.assets

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // A failing listener must not break the wallet, but must not go unnoticed either.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  const accounts = () => (authorized ? signers.map((signer) => signer.address.toLowerCase()) : [])
  const rpcUrl = () => rpcUrls.get(chainId)!

  function grant() {
    const changed = !authorized
    authorized = true
    authorizedAt = Date.now()
    if (changed) emit('accountsChanged', accounts())
  }

  function revoke() {
    if (!authorized) return
    authorized = false
    emit('accountsChanged', [])
  }

  function drop() {
    if (!connected) return
    connected = false
    emit('disconnect', disconnectedError())
  }

  function permissions() {
    if (!authorized) return []
    return [
      {
        id: `walletport-test-${authorizedAt}`,
        parentCapability: 'eth_accounts',
        invoker: (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost',
        caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }],
        date: authorizedAt,
      },
    ]
  }

  function signerFor(address: unknown) {
    if (typeof address !== 'string' || !addressPattern.test(address)) {
      throw invalidParamsError(`Invalid address: ${String(address)}`)
    }
    const signer = signers.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    if (!authorized || !signer) throw unauthorizedError()
    return signer
  }

  function switchTo(next: number) {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', toHex(next))
  }

  function prompt<T>(method: string, action: () => Promise<T> | T): Promise<T> {
    requests.push(method)
    const behavior = methodBehaviors.get(method) ?? defaultBehavior
    if (behavior === 'reject') return Promise.reject(userRejectedError())
    if (behavior === 'drop') {
      drop()
      return Promise.reject(disconnectedError())
    }
    if (behavior === 'approve') return Promise.resolve().then(action)
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const settle = (outcome: 'approve' | 'reject') => {
        stalled.delete(settle)
        if (timer) clearTimeout(timer)
        if (outcome === 'reject') reject(userRejectedError())
        else Promise.resolve().then(action).then(resolve, reject)
      }
      stalled.add(settle)
      if (parameters.stallTimeoutMs !== undefined) {
        timer = setTimeout(() => settle('reject'), parameters.stallTimeoutMs)
      }
    })
  }

  async function getAssets(request: unknown): Promise<unknown> {
    if (assets === undefined) throw unsupportedMethodError('wallet_getAssets')
    const { account, chainFilter } = (request ?? {}) as { account?: unknown; chainFilter?: unknown }
    if (typeof account !== 'string' || !addressPattern.test(account))
      throw invalidParamsError(`wallet_getAssets expects { account }, received ${String(account)}`)
    signerFor(account)
    if ('answer' in assets) return assets.answer
    const chains = Array.isArray(chainFilter) ? chainFilter.map(Number) : [chainId]
    const answers = await Promise.all(
      chains
        .filter((id) => rpcUrls.has(id))
        .map((id) =>
          readTestWalletAssets(
            (to, data) => evmRpc<string>(rpcUrls.get(id)!, 'eth_call', [{ to, data }, 'latest']),
            { account, chainId: id, tokens: (assets as { tokens: readonly string[] }).tokens },
          ),
        ),
    )
    return Object.assign({}, ...answers)
  }

  async function forward(method: string, params: readonly unknown[]) {
    try {
      return await evmRpc(rpcUrl(), method, params)
    } catch (error) {
      if (error instanceof EvmRpcError) throw new ProviderRpcError(error.code, error.message, error.data)
      throw new ProviderRpcError(-32603, 'HTTP request failed.', { cause: String(error) })
    }
  }

  async function sendTransaction(raw: unknown): Promise<string> {
    if (!raw || typeof raw !== 'object')
      throw invalidParamsError('eth_sendTransaction expects a transaction object')
    const tx = raw as Record<string, string | undefined>
    const signer = signerFor(tx.from)
    if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
      throw invalidParamsError(`Invalid chainId ${tx.chainId}: the wallet is on ${toHex(chainId)}`)
    }
    return prompt('eth_sendTransaction', () => signAndSend(signer, tx))
  }

  /** Fills nonce, gas and fees from the node, signs locally and sends raw; returns the hash. */
  async function signAndSend(signer: Wallet, tx: Record<string, string | undefined>): Promise<string> {
    const from = signer.address
    const data = tx.data ?? tx.input ?? '0x'
    const value = BigInt(tx.value ?? 0)
    const call = { from, to: tx.to, value: toHex(value), data }
    const [nonce, gasLimit, latest] = await Promise.all([
      tx.nonce ?? forward('eth_getTransactionCount', [from, 'pending']),
      tx.gas ?? tx.gasLimit ?? forward('eth_estimateGas', [call]),
      forward('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string } | null>,
    ])
    const common = {
      to: tx.to ?? null,
      value,
      data,
      chainId,
      nonce: Number(nonce),
      gasLimit: BigInt(gasLimit as string),
    }
    let signed: string
    if (tx.gasPrice !== undefined || !latest?.baseFeePerGas) {
      const gasPrice = BigInt((tx.gasPrice ?? (await forward('eth_gasPrice', []))) as string)
      signed = await signer.signTransaction({ ...common, type: 0, gasPrice })
    } else {
      const priority = BigInt(
        (tx.maxPriorityFeePerGas ?? (await forward('eth_maxPriorityFeePerGas', []))) as string,
      )
      const maxFee = tx.maxFeePerGas ? BigInt(tx.maxFeePerGas) : BigInt(latest.baseFeePerGas) * 2n + priority
      signed = await signer.signTransaction({
        ...common,
        type: 2,
        maxFeePerGas: maxFee,
        maxPriorityFeePerGas: priority < maxFee ? priority : maxFee,
      })
    }
    return (await forward('eth_sendRawTransaction', [signed])) as string
  }

  // EIP-5792, without atomicity: the calls of a batch are sent one by one, after a single approval.
  function capabilities() {
    return Object.fromEntries(
      [...rpcUrls.keys()].map((id) => [toHex(id), { atomic: { status: 'unsupported' } }]),
    )
  }

  async function sendCalls(raw: unknown): Promise<{ id: string }> {
    const request = raw as
      | {
          chainId?: unknown
          from?: unknown
          calls?: unknown
          atomicRequired?: unknown
          capabilities?: unknown
        }
      | undefined
    if (
      !request ||
      typeof request !== 'object' ||
      !Array.isArray(request.calls) ||
      request.calls.length === 0
    ) {
      throw invalidParamsError('wallet_sendCalls expects { chainId, from, calls: [...] }')
    }
    const signer = signerFor(request.from ?? accounts()[0])
    if (Number(chainIdParam(request)) !== chainId) {
      throw new ProviderRpcError(5710, `Unsupported chain id ${String(request.chainId)}`)
    }
    if (request.atomicRequired === true) throw new ProviderRpcError(5760, 'Atomicity not supported')
    const required = Object.entries(
      (request.capabilities ?? {}) as Record<string, { optional?: boolean }>,
    ).filter(([, capability]) => capability?.optional !== true)
    if (required.length > 0) {
      throw new ProviderRpcError(5700, `Unsupported non-optional capability ${required[0]![0]}`)
    }
    const calls = request.calls as Record<string, string | undefined>[]
    return prompt('wallet_sendCalls', async () => {
      const id = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
      const batch = { chainId, hashes: [] as string[] }
      batches.set(id, batch)
      for (const call of calls)
        batch.hashes.push(await signAndSend(signer, { ...call, from: signer.address }))
      return { id }
    })
  }

  async function callsStatus(id: unknown) {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id ${String(id)}`)
    const url = rpcUrls.get(batch.chainId)!
    const receipts = (
      await Promise.all(
        batch.hashes.map((hash) =>
          evmRpc<Record<string, unknown> | null>(url, 'eth_getTransactionReceipt', [hash]),
        ),
      )
    ).filter((receipt): receipt is Record<string, unknown> => receipt !== null)
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
    const status =
      receipts.length < batch.hashes.length
        ? 100
        : succeeded === receipts.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: toHex(batch.chainId),
      status,
      atomic: false,
      receipts: receipts.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    }
  }

  // ERC-7846: one prompt connects the selected account and, asked for, signs its EIP-4361 sign-in.
  function connectWallet(raw: unknown) {
    const request = raw as { version?: unknown; capabilities?: unknown } | undefined
    if (!request || typeof request !== 'object' || typeof request.version !== 'string') {
      throw invalidParamsError('wallet_connect expects [{ version, capabilities? }]')
    }
    const capabilities = (request.capabilities ?? {}) as { signInWithEthereum?: SiweFields }
    const siwe = capabilities.signInWithEthereum
    if (
      siwe !== undefined &&
      (typeof siwe?.nonce !== 'string' || typeof siwe.chainId !== 'string' || !isHexString(siwe.chainId))
    ) {
      throw invalidParamsError('signInWithEthereum needs a nonce and a hex chainId')
    }
    return prompt('wallet_connect', async () => {
      grant()
      const [signer, ...others] = signers
      const location = (globalThis as { location?: { host?: string; href?: string } }).location
      const signedIn =
        siwe === undefined
          ? {}
          : await (async () => {
              const message = formatSiweMessage(
                {
                  ...siwe,
                  domain: siwe.domain ?? location?.host ?? 'localhost',
                  uri: siwe.uri ?? location?.href ?? 'http://localhost/',
                },
                signer!.address,
              )
              return { signInWithEthereum: { message, signature: await signer!.signMessage(message) } }
            })()
      return {
        accounts: [
          { address: signer!.address, capabilities: signedIn },
          ...others.map((other) => ({ address: other.address, capabilities: {} })),
        ],
      }
    })
  }

  async function signTypedData(address: unknown, raw: unknown): Promise<string> {
    const signer = signerFor(address)
    let data: TypedData
    try {
      data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedData
    } catch {
      throw invalidParamsError('eth_signTypedData_v4 expects typed data as JSON')
    }
    if (!data || typeof data !== 'object' || !data.types || !data.primaryType || !data.message) {
      throw invalidParamsError('Typed data needs types, primaryType, domain and message')
    }
    const domain = data.domain ?? {}
    if (domain.chainId !== undefined && Number(domain.chainId) !== chainId) {
      throw invalidParamsError(
        `Provided chainId "${Number(domain.chainId)}" must match the active chainId "${chainId}"`,
      )
    }
    const types = reachableTypes(data.types, data.primaryType)
    return prompt('eth_signTypedData_v4', () => signer.signTypedData(domain, types, data.message))
  }

  function chainIdParam(value: unknown): number {
    const id = (value as { chainId?: unknown } | undefined)?.chainId
    if (typeof id !== 'string' || !isHexString(id) || id === '0x') {
      throw invalidParamsError(`Expected a 0x-prefixed hexadecimal chainId, received ${String(id)}`)
    }
    return Number(id)
  }

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return accounts()
      case 'eth_requestAccounts':
        if (authorized) return accounts()
        return prompt(method, () => {
          grant()
          return accounts()
        })
      case 'wallet_connect':
        if (!erc7846) throw unsupportedMethodError(method)
        return connectWallet(params[0])
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_requestPermissions': {
        const requested = params[0] as Record<string, unknown> | undefined
        if (!requested || typeof requested !== 'object' || !('eth_accounts' in requested)) {
          throw invalidParamsError('Only the eth_accounts permission can be requested')
        }
        return prompt(method, () => {
          grant()
          return permissions()
        })
      }
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign': {
        const [message, address] = params
        if (typeof message !== 'string') throw invalidParamsError('personal_sign expects [message, address]')
        const signer = signerFor(address)
        return prompt(method, () => signer.signMessage(isHexString(message) ? getBytes(message) : message))
      }
      case 'eth_signTypedData_v4':
        return signTypedData(params[0], params[1])
      case 'eth_sendTransaction':
        return sendTransaction(params[0])
      case 'wallet_sendCalls':
        if (parameters.eip5792 === false) throw unsupportedMethodError(method)
        return sendCalls(params[0])
      case 'wallet_getCallsStatus':
        if (parameters.eip5792 === false) throw unsupportedMethodError(method)
        return callsStatus(params[0])
      case 'wallet_getCapabilities':
        if (parameters.eip5792 === false) throw unsupportedMethodError(method)
        return capabilities()
      case 'wallet_getAssets':
        return getAssets(params[0])
      case 'wallet_switchEthereumChain': {
        const next = chainIdParam(params[0])
        if (!rpcUrls.has(next)) throw unrecognizedChainError(toHex(next))
        if (next === chainId) return null
        return prompt(method, () => {
          switchTo(next)
          return null
        })
      }
      case 'wallet_addEthereumChain': {
        const next = chainIdParam(params[0])
        const urls = (params[0] as { rpcUrls?: unknown }).rpcUrls
        const url = Array.isArray(urls)
          ? urls.find((candidate) => /^https?:\/\//.test(String(candidate)))
          : undefined
        if (typeof url !== 'string')
          throw invalidParamsError('wallet_addEthereumChain needs an http(s) URL in rpcUrls')
        // As MetaMask does: adding a chain also switches to it.
        return prompt(method, () => {
          rpcUrls.set(next, url)
          switchTo(next)
          return null
        })
      }
      default:
        if (forwardedMethods.has(method)) return forward(method, params)
        throw unsupportedMethodError(method)
    }
  }

  const wallet: EvmTestWallet = {
    isWalletPortTestWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Expected a single, non-array, object argument with a method.')
      }
      const { method, params = [] } = args
      if (!connected) throw disconnectedError()
      if (!Array.isArray(params)) throw invalidParamsError('Expected params to be an array')
      return handle(method, params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return wallet
    },
    once(event, listener) {
      const wrapped: Listener = (...args) => {
        wallet.removeListener(event, wrapped)
        listener(...args)
      }
      return wallet.on(event, wrapped) as EvmTestWallet
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return wallet
    },
    off(event, listener) {
      return wallet.removeListener(event, listener) as EvmTestWallet
    },
    get addresses() {
      return signers.map((signer) => signer.address)
    },
    get chainId() {
      return chainId
    },
    get isAuthorized() {
      return authorized
    },
    get isConnected() {
      return connected
    },
    get pendingCount() {
      return stalled.size
    },
    requests,
    setErc7846(enabled) {
      erc7846 = enabled
    },
    setAssets(next) {
      assets = next
    },
    setBehavior(behavior, method) {
      if (method === undefined) defaultBehavior = behavior
      else methodBehaviors.set(method, behavior)
    },
    resetBehavior() {
      defaultBehavior = 'approve'
      methodBehaviors.clear()
    },
    release(outcome = 'approve') {
      const settles = [...stalled]
      for (const settle of settles) settle(outcome)
      return settles.length
    },
    authorize: grant,
    revoke,
    selectAccount(address) {
      const index = signers.findIndex((signer) => signer.address.toLowerCase() === address.toLowerCase())
      if (index < 0) throw new Error(`Unknown account ${address}`)
      if (index === 0) return
      signers = [signers[index]!, ...signers.filter((_, i) => i !== index)]
      if (authorized) emit('accountsChanged', accounts())
    },
    disconnect: drop,
    reconnect() {
      if (connected) return
      connected = true
      emit('connect', { chainId: toHex(chainId) })
    },
    emit,
  }
  queueMicrotask(() => emit('connect', { chainId: toHex(chainId) }))
  return wallet
}

/** The types `primaryType` uses, without EIP712Domain (ethers derives the domain type itself). */
function reachableTypes(types: Record<string, TypedDataField[]>, primaryType: string) {
  const result: Record<string, TypedDataField[]> = {}
  const visit = (name: string) => {
    const base = name.replace(/(\[\d*\])+$/, '')
    const fields = types[base]
    if (!fields || base === 'EIP712Domain' || result[base]) return
    result[base] = fields
    for (const field of fields) visit(field.type)
  }
  visit(primaryType)
  if (!result[primaryType]) throw invalidParamsError(`Typed data has no type named ${primaryType}`)
  return result
}
