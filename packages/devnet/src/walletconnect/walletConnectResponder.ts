import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

/** A `session_request` as the wallet side receives it. */
export interface WalletConnectRequest {
  /** CAIP-2 chain the dapp sent it on. */
  chainId: string
  method: string
  params: unknown
}

/** What a responder may do on the session besides answering (e.g. `chainChanged` after a switch). */
export interface WalletConnectResponderContext {
  emit(event: { name: string; data: unknown }, chainId: string): Promise<void>
}

/**
 * The wallet-side part of one CAIP-2 namespace: which chains it can approve, with which account, methods and
 * events, and how it answers the requests the user approved. Browser-safe, so that the devnet's scripted
 * WalletConnect wallet and the playground's wallet tab answer alike.
 */
export interface WalletConnectResponder {
  readonly namespace: string
  /** CAIP-2 chains it has an RPC URL for. */
  readonly chains: readonly string[]
  /** Its account on every chain (CAIP-10 accounts are `<chain>:<address>`). */
  readonly address: string
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** Answers with a result, or throws `{ code, message }` (4001 when told to reject, 5100 for another chain). */
  answer(request: WalletConnectRequest, context: WalletConnectResponderContext): Promise<unknown>
  /** What the simulated user says to the prompts of later requests. */
  setBehavior(behavior: 'approve' | 'reject'): void
}

/** The error a wallet answers for a chain it does not serve. */
export const unsupportedChain = (chainId: string) => ({ code: 5100, message: `Unsupported chain ${chainId}` })

/** CAIP-2 chains a proposal asks for in `namespace`, required and optional, keyed by namespace or by chain. */
export function requestedChains(proposal: ProposalTypes.Struct, namespace: string): string[] {
  const entries = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ].filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
  return [...new Set(entries.flatMap(([key, entry]) => (key.includes(':') ? [key] : (entry.chains ?? []))))]
}

/**
 * The namespaces to approve: for each responder, the chains the proposal asks for that it serves, with its
 * account on each, its methods and events. Empty when it serves none of them.
 */
export function toSessionNamespaces(
  proposal: ProposalTypes.Struct,
  responders: readonly WalletConnectResponder[],
): SessionTypes.Namespaces {
  const namespaces: SessionTypes.Namespaces = {}
  for (const responder of responders) {
    const chains = requestedChains(proposal, responder.namespace).filter((chain) =>
      responder.chains.includes(chain),
    )
    if (chains.length === 0) continue
    namespaces[responder.namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${responder.address}`),
      methods: [...responder.methods],
      events: [...responder.events],
    }
  }
  return namespaces
}

/** Answers a request with the responder of its chain's namespace; 5100 when none serves that chain. */
export function answerWalletConnectRequest(
  responders: readonly WalletConnectResponder[],
  request: WalletConnectRequest,
  context: WalletConnectResponderContext,
): Promise<unknown> {
  const namespace = request.chainId.split(':')[0]
  const responder = responders.find(
    (candidate) => candidate.namespace === namespace && candidate.chains.includes(request.chainId),
  )
  if (!responder) return Promise.reject(unsupportedChain(request.chainId))
  return responder.answer(request, context)
}
