import {
  assertAllowedRpcMethod,
  FrameError,
  isSafeRpcMethod,
  type Network,
  toProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@walletport/core'
import { requestJsonRpc } from '@walletport/core/adapter'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import { DEFAULT_CHAIN_ID } from '../auth/loginData.js'
import type { FrameClient } from '../frame/createFrameClient.js'

type Listener = (...args: unknown[]) => void

export interface LastUsedChain {
  get(): string | number | undefined
  set(chainId: string): void
}

/**
 * Where the provider starts: the chain the user last used when the app still has it, else the app's first
 * eip155 network (its default), never a chain the app did not ask for (a stored-nothing default of 1 would
 * bring every reload back on mainnet).
 */
function startChainId(networks: readonly Network[], stored: string | number | undefined): number {
  const last = Number(stored)
  if (networks.some((network) => Number(network.id) === last)) return last
  return Number(networks[0]?.id ?? DEFAULT_CHAIN_ID)
}

export interface EmbeddedEvmProvider {
  readonly isWalletPortEmbedded: true
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: Listener): EmbeddedEvmProvider
  removeListener(event: string, listener: Listener): EmbeddedEvmProvider
  /** Withdraws the frame's open confirmations; their requests reject with 4001 (the modal closed). */
  rejectRpcRequests(): Promise<void>
  /** The session ended in the frame or by sign-out: accounts are gone. */
  sessionEnded(): void
}

const SIGNING_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])
const toHex = (value: bigint | number) => `0x${BigInt(value).toString(16)}`

/**
 * EIP-1193 for eip155, backed by the frame: signing goes to the frame (which asks the user on its own screen),
 * reads and broadcasts go to the network's node, never through the frame. Every method is checked against
 * core's allow-list before anything is posted.
 */
export function createEmbeddedEvmProvider({
  frame,
  auth,
  networks,
  onActionNotAllowed,
  lastUsedChain,
}: {
  frame: FrameClient
  auth: EmbeddedAuth
  /** The app's eip155 networks: their RPC URLs serve reads and broadcasts. */
  networks: readonly Network[]
  /** A refused method: the modal shows 'Action not allowed' (after 300 ms). */
  onActionNotAllowed(method: string): void
  /** The chain the user was last on (stored with the login data); the provider starts there. */
  lastUsedChain: LastUsedChain
}): EmbeddedEvmProvider {
  const listeners = new Map<string, Set<Listener>>()
  let accounts: string[] = []

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const networkOf = (id: number) => networks.find((network) => Number(network.id) === id)
  let chainId = startChainId(networks, lastUsedChain.get())
  const rpcUrl = () => {
    const url = networkOf(chainId)?.rpcUrls.default.http[0]
    if (!url) throw new UnrecognizedChainError({ details: `No RPC URL for chain ${chainId}` })
    return url
  }

  async function loadAccounts(prompt: boolean): Promise<string[]> {
    if (!prompt && !(await auth.isConnected())) return []
    const user = await auth.getUser({ chainId: `eip155:${chainId}` })
    const next = [user.addresses.eip155]
    if (next.join() !== accounts.join()) {
      accounts = next
      emit('connect', { chainId: toHex(chainId) })
      emit('accountsChanged', accounts)
    }
    return accounts
  }

  async function sign(method: string, params: unknown): Promise<unknown> {
    try {
      const { result } = await frame.request('RPC_REQUEST', { method, params, chainId: `eip155:${chainId}` })
      return result
    } catch (error) {
      throw error instanceof FrameError && error.code !== undefined ? toProviderRpcError(error) : error
    }
  }

  /** Nonce, gas and chain filled from the node; the frame signs; the node broadcasts. */
  async function sendTransaction(params: unknown): Promise<string> {
    const request = (Array.isArray(params) ? params[0] : undefined) as Record<string, string> | undefined
    if (!request?.from)
      throw new UnsupportedProviderMethodError({ details: 'eth_sendTransaction needs { from }' })
    const url = rpcUrl()
    const [nonce, gas] = await Promise.all([
      request.nonce ?? requestJsonRpc<string>(url, 'eth_getTransactionCount', [request.from, 'pending']),
      request.gas ?? request.gasLimit ?? requestJsonRpc<string>(url, 'eth_estimateGas', [request]),
    ])
    const fees =
      request.maxFeePerGas || request.gasPrice
        ? {}
        : await requestJsonRpc<{ baseFeePerGas?: string } | null>(url, 'eth_getBlockByNumber', [
            'latest',
            false,
          ]).then(async (block) => {
            if (!block?.baseFeePerGas) return { gasPrice: await requestJsonRpc<string>(url, 'eth_gasPrice') }
            const tip = BigInt(
              await requestJsonRpc<string>(url, 'eth_maxPriorityFeePerGas').catch(() => '0x3b9aca00'),
            )
            return {
              maxFeePerGas: toHex(BigInt(block.baseFeePerGas) * 2n + tip),
              maxPriorityFeePerGas: toHex(tip),
            }
          })
    const prepared = { ...request, nonce, gas, ...fees, chainId: toHex(chainId) }
    delete (prepared as Record<string, unknown>).gasLimit
    const raw = (await sign('eth_sendTransaction', [prepared])) as string
    return requestJsonRpc<string>(url, 'eth_sendRawTransaction', [raw])
  }

  async function switchChain(params: unknown): Promise<null> {
    const requested = Number(
      (Array.isArray(params) ? (params[0] as { chainId?: string }) : undefined)?.chainId,
    )
    if (!networkOf(requested)) throw new UnrecognizedChainError({ details: 'Chain is not supported' })
    await frame.request('SWITCH_NETWORK', { chainId: `eip155:${requested}` })
    lastUsedChain.set(`eip155:${requested}`)
    if (requested !== chainId) {
      chainId = requested
      emit('chainChanged', toHex(chainId))
    }
    return null
  }

  const provider: EmbeddedEvmProvider = {
    isWalletPortEmbedded: true,
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
          return loadAccounts(true)
        case 'eth_accounts':
          return accounts.length > 0 ? accounts : loadAccounts(false)
        case 'eth_chainId':
          return toHex(chainId)
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_revokePermissions':
          await auth.signOut()
          return null
      }
      try {
        assertAllowedRpcMethod(method)
      } catch (error) {
        onActionNotAllowed(method)
        throw error
      }
      if (isSafeRpcMethod(method))
        return requestJsonRpc(rpcUrl(), method, Array.isArray(params) ? params : [])
      if (!SIGNING_METHODS.has(method))
        throw new UnsupportedProviderMethodError({
          details: `${method} is not supported by the embedded wallet`,
        })
      if (accounts.length === 0) throw new UnauthorizedProviderError({ details: 'Sign in with email first' })
      return method === 'eth_sendTransaction' ? sendTransaction(params) : sign(method, params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    async rejectRpcRequests() {
      // The frame withdraws the confirmations still open (those requests reject with 4001); a request the user
      // already approved finishes.
      await frame.request('REJECT_RPC_REQUESTS', {}).catch(() => {})
    },
    sessionEnded() {
      if (accounts.length === 0) return
      accounts = []
      emit('accountsChanged', [])
      emit('disconnect', new UnauthorizedProviderError({ details: 'The embedded wallet session ended' }))
    },
  }
  return provider
}
