// Runs in browsers too (playground, e2e bundle): bitcoinjs-lib and fetch only, no Node built-ins.
import { address as btcAddress, Psbt } from 'bitcoinjs-lib'
import {
  type BitcoinTestAccount,
  type BitcoinTestNetworkName,
  defaultBitcoinTestKeys,
  deriveBitcoinTestAccounts,
  toBitcoinJsNetwork,
} from './bitcoinTestKeys.js'
import { signBip322Message } from './signBip322Message.js'

/** What the simulated user does when a request needs approval. */
export type BitcoinTestWalletBehavior = 'approve' | 'reject' | 'stall'

/** sats-connect's JSON-RPC error codes (RpcErrorCode). */
export const satsConnectErrorCodes = {
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The object a sats-connect wallet injects (window.XverseProviders.BitcoinProvider and alike). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(
    event: 'accountChange' | 'networkChange' | 'disconnect',
    listener: (event: unknown) => void,
  ): () => void
}

export interface CreateBitcoinTestWalletParameters {
  /** Esplora base used by sendTransfer (UTXOs, fee estimates, broadcast). */
  esploraUrl: string
  /** Where the wallet starts; default 'Regtest'. */
  network?: BitcoinTestNetworkName
  /** Networks the wallet offers (wallet_changeNetwork); default all four. */
  networks?: readonly BitcoinTestNetworkName[]
  keys?: { payment: string; ordinals: string }
  /** Start with the site already authorised. */
  authorized?: boolean
  /** Told each time the site's authorisation changes, to remember it across reloads as an extension does. */
  onAuthorizedChange?: (authorized: boolean) => void
  /** Stalled requests reject as user rejections after this long; unset means they wait for release(). */
  stallTimeoutMs?: number
}

export interface BitcoinTestWallet {
  readonly provider: SatsConnectProvider
  readonly network: BitcoinTestNetworkName
  readonly accounts: { payment: BitcoinTestAccount; ordinals: BitcoinTestAccount }
  readonly isAuthorized: boolean
  readonly pendingCount: number
  /** The method of every request that asked the user's approval so far, in order. */
  readonly requests: readonly string[]
  setBehavior(behavior: BitcoinTestWalletBehavior, method?: string): void
  resetBehavior(): void
  /** Settles every stalled request; returns how many there were. */
  release(outcome?: 'approve' | 'reject'): number
  authorize(): void
  revoke(): void
  /** Runs `run` after the same approval step a wallet request goes through (used by the Wallet Standard face). */
  approve<T>(method: string, run: () => Promise<T> | T): Promise<T>
  signMessage(address: string, message: string): string
  /** Signs the inputs of `psbt` (base64) that belong to `signInputs`' addresses; finalizes none. */
  signPsbt(psbt: string, signInputs: Record<string, readonly number[]>): string
  on(event: 'accountChange' | 'networkChange' | 'disconnect', listener: (event: unknown) => void): () => void
  /**
   * Emits `accountChange`. With `paymentAddress`, the payment account is reported with that address from then on,
   * whatever it is (a faulty or hostile wallet, for tests of what a dapp does with one); without, as it is.
   */
  emitAccountChange(paymentAddress?: string): void
}

class RpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

const P2WPKH_INPUT_VBYTES = 68
const P2WPKH_OUTPUT_VBYTES = 31
const TX_OVERHEAD_VBYTES = 11
const DUST_SATS = 294

/**
 * A Bitcoin wallet with real keys for tests and the playground: a sats-connect-style `provider.request` (getAccounts,
 * signMessage (BIP-322), signPsbt, sendTransfer, wallet_* methods) whose prompts approve, reject or stall on command.
 */
export function createBitcoinTestWallet(parameters: CreateBitcoinTestWalletParameters): BitcoinTestWallet {
  const keys = parameters.keys ?? defaultBitcoinTestKeys
  const offered = parameters.networks ?? ['Mainnet', 'Testnet', 'Signet', 'Regtest']
  let network: BitcoinTestNetworkName = parameters.network ?? 'Regtest'
  let accounts = deriveBitcoinTestAccounts(keys, network)
  let authorized = parameters.authorized ?? false
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    parameters.onAuthorizedChange?.(value)
  }
  let defaultBehavior: BitcoinTestWalletBehavior = 'approve'
  const methodBehaviors = new Map<string, BitcoinTestWalletBehavior>()
  const stalled = new Set<(outcome: 'approve' | 'reject') => void>()
  const requests: string[] = []
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  let nextId = 0
  let reportedPayment: string | undefined

  function emit(event: string, payload: unknown) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  const rejection = () => new RpcError(satsConnectErrorCodes.USER_REJECTION, 'User rejected the request')

  async function approve<T>(method: string, run: () => Promise<T> | T): Promise<T> {
    requests.push(method)
    const behavior = methodBehaviors.get(method) ?? defaultBehavior
    if (behavior === 'reject') throw rejection()
    if (behavior === 'stall') {
      const outcome = await new Promise<'approve' | 'reject'>((resolve) => {
        const settle = (value: 'approve' | 'reject') => {
          stalled.delete(settle)
          resolve(value)
        }
        stalled.add(settle)
        if (parameters.stallTimeoutMs !== undefined) {
          setTimeout(() => stalled.has(settle) && settle('reject'), parameters.stallTimeoutMs)
        }
      })
      if (outcome === 'reject') throw rejection()
    }
    return run()
  }

  function accountOf(address: unknown): BitcoinTestAccount {
    const account = [accounts.payment, accounts.ordinals].find((candidate) => candidate.address === address)
    if (!account)
      throw new RpcError(satsConnectErrorCodes.INVALID_PARAMS, `Unknown address ${String(address)}`)
    return account
  }

  function requireAuthorized() {
    if (!authorized) throw new RpcError(satsConnectErrorCodes.ACCESS_DENIED, 'Access denied: connect first')
  }

  const publicAccount = ({ address, publicKey, purpose, addressType }: BitcoinTestAccount) => ({
    address,
    publicKey,
    purpose,
    addressType,
    walletType: 'software',
  })

  function selected(purposes: unknown) {
    const wanted = Array.isArray(purposes) && purposes.length > 0 ? purposes : ['payment', 'ordinals']
    return [accounts.payment, accounts.ordinals]
      .filter((account) => wanted.includes(account.purpose))
      .map(publicAccount)
      .map((account) =>
        account.purpose === 'payment' && reportedPayment !== undefined
          ? { ...account, address: reportedPayment }
          : account,
      )
  }

  function signMessage(address: string, message: string): string {
    requireAuthorized()
    return signBip322Message(accountOf(address), message, toBitcoinJsNetwork(network))
  }

  function signPsbt(base64: string, signInputs: Record<string, readonly number[]>): string {
    requireAuthorized()
    const psbt = Psbt.fromBase64(base64, { network: toBitcoinJsNetwork(network) })
    for (const [address, indexes] of Object.entries(signInputs)) {
      const { signer, addressType } = accountOf(address)
      for (const index of indexes) {
        if (addressType === 'p2tr') psbt.signTaprootInput(index, signer)
        else psbt.signInput(index, signer)
      }
    }
    return psbt.toBase64()
  }

  async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${parameters.esploraUrl}${path}`, init)
    const text = await response.text()
    if (!response.ok) throw new RpcError(satsConnectErrorCodes.INTERNAL_ERROR, text)
    return (/^[[{]/.test(text) ? JSON.parse(text) : text) as T
  }

  async function sendTransfer(recipients: { address: string; amount: number }[]): Promise<string> {
    requireAuthorized()
    const from = accounts.payment
    const utxos = await esplora<{ txid: string; vout: number; value: number }[]>(
      `/address/${from.address}/utxo`,
    )
    const feeRate = (await esplora<Record<string, number>>('/fee-estimates'))['1'] ?? 2
    const target = recipients.reduce((sum, { amount }) => sum + amount, 0)
    const psbt = new Psbt({ network: toBitcoinJsNetwork(network) })
    const script = btcAddress.toOutputScript(from.address, toBitcoinJsNetwork(network))
    let total = 0
    let fee = 0
    for (const utxo of [...utxos].sort((a, b) => b.value - a.value)) {
      psbt.addInput({
        hash: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script, value: BigInt(utxo.value) },
      })
      total += utxo.value
      const vbytes =
        TX_OVERHEAD_VBYTES +
        psbt.inputCount * P2WPKH_INPUT_VBYTES +
        (recipients.length + 1) * P2WPKH_OUTPUT_VBYTES
      fee = Math.ceil(vbytes * feeRate)
      if (total >= target + fee) break
    }
    if (total < target + fee) throw new RpcError(satsConnectErrorCodes.INTERNAL_ERROR, 'Insufficient funds')
    for (const { address, amount } of recipients) psbt.addOutput({ address, value: BigInt(amount) })
    const change = total - target - fee
    if (change >= DUST_SATS) psbt.addOutput({ address: from.address, value: BigInt(change) })
    psbt.signAllInputs(from.signer)
    psbt.finalizeAllInputs()
    return esplora<string>('/tx', { method: 'POST', body: psbt.extractTransaction().toHex() })
  }

  function setNetwork(name: unknown) {
    if (typeof name !== 'string' || !offered.includes(name as BitcoinTestNetworkName)) {
      throw new RpcError(satsConnectErrorCodes.INVALID_PARAMS, `Unsupported network ${String(name)}`)
    }
    if (name === network) return
    network = name as BitcoinTestNetworkName
    accounts = deriveBitcoinTestAccounts(keys, network)
    emit('networkChange', { type: 'networkChange', bitcoin: { name: network } })
  }

  const walletInfo = () => ({
    id: 'walletport-test',
    addresses: selected(undefined),
    walletType: 'software',
    network: { bitcoin: { name: network } },
  })

  async function handle(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'getInfo':
        return {
          version: '1.0.0',
          methods: ['getAccounts', 'signMessage', 'signPsbt', 'sendTransfer'],
          supports: [],
        }
      case 'getAccounts':
        return approve(method, () => {
          setAuthorized(true)
          return selected(params.purposes)
        })
      case 'wallet_connect':
      case 'wallet_requestPermissions':
        return approve(method, () => {
          setAuthorized(true)
          return method === 'wallet_connect' ? walletInfo() : true
        })
      case 'wallet_getAccount':
        requireAuthorized()
        return walletInfo()
      case 'getAddresses':
        requireAuthorized()
        return { addresses: selected(params.purposes) }
      case 'wallet_getNetwork':
        return { bitcoin: { name: network } }
      case 'wallet_changeNetwork':
        return approve(method, () => {
          setNetwork(params.name)
          return null
        })
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        wallet.revoke()
        return null
      case 'signMessage': {
        const protocol = params.protocol ?? 'BIP322'
        if (protocol !== 'BIP322') {
          throw new RpcError(satsConnectErrorCodes.INVALID_PARAMS, 'Only BIP322 signing is offered')
        }
        requireAuthorized()
        const address = String(params.address)
        accountOf(address)
        const signature = await approve(method, () => signMessage(address, String(params.message)))
        return { signature, address, protocol, messageHash: '' }
      }
      case 'signPsbt': {
        requireAuthorized()
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        const signed = await approve(method, () => signPsbt(String(params.psbt), signInputs))
        if (!params.broadcast) return { psbt: signed }
        const psbt = Psbt.fromBase64(signed)
        psbt.finalizeAllInputs()
        const txid = await esplora<string>('/tx', { method: 'POST', body: psbt.extractTransaction().toHex() })
        return { psbt: signed, txid }
      }
      case 'sendTransfer': {
        requireAuthorized()
        const recipients = (params.recipients ?? []) as { address: string; amount: number }[]
        return { txid: await approve(method, () => sendTransfer(recipients)) }
      }
      default:
        throw new RpcError(satsConnectErrorCodes.METHOD_NOT_SUPPORTED, `Method not supported: ${method}`)
    }
  }

  const on = (event: string, listener: (event: unknown) => void) => {
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    return () => {
      set.delete(listener)
    }
  }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      const id = String(++nextId)
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, (params ?? {}) as Record<string, unknown>) }
      } catch (error) {
        const code = error instanceof RpcError ? error.code : satsConnectErrorCodes.INTERNAL_ERROR
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener: on,
  }

  const wallet: BitcoinTestWallet = {
    provider,
    get network() {
      return network
    },
    get accounts() {
      return accounts
    },
    get isAuthorized() {
      return authorized
    },
    get pendingCount() {
      return stalled.size
    },
    requests,
    setBehavior(behavior, method) {
      if (method) methodBehaviors.set(method, behavior)
      else defaultBehavior = behavior
    },
    resetBehavior() {
      defaultBehavior = 'approve'
      methodBehaviors.clear()
    },
    release(outcome = 'approve') {
      const settlers = [...stalled]
      for (const settle of settlers) settle(outcome)
      return settlers.length
    },
    authorize() {
      setAuthorized(true)
      emit('accountChange', { type: 'accountChange', addresses: selected(undefined) })
    },
    revoke() {
      if (!authorized) return
      setAuthorized(false)
      emit('disconnect', { type: 'disconnect' })
    },
    emitAccountChange(paymentAddress) {
      reportedPayment = paymentAddress
      emit('accountChange', { type: 'accountChange', addresses: selected(undefined) })
    },
    approve,
    signMessage,
    signPsbt,
    on,
  }
  return wallet
}
