import type { Keypair } from '@solana/web3.js'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import {
  answerWalletConnectRequest,
  type CreateBitcoinResponderParameters,
  type CreateCosmosResponderParameters,
  type CreatePolkadotResponderParameters,
  createBitcoinResponder,
  createCosmosResponder,
  createEvmResponder,
  createPolkadotResponder,
  createSolanaResponder,
  signProposalSignIns,
  toSessionNamespaces,
  type WalletConnectResponder,
} from '@walletport/devnet/browser'

type SignClientInstance = Awaited<
  ReturnType<typeof import('@walletconnect/sign-client')['SignClient']['init']>
>

export interface PendingProposal {
  id: number
  proposer: string
  /** The chains asked for that this wallet has a node for, all namespaces. */
  chains: string[]
}

export interface PendingRequest {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
}

export interface WcWalletState {
  address: string
  /** The devnet Solana account it approves solana with. */
  solanaAddress: string
  proposals: readonly PendingProposal[]
  requests: readonly PendingRequest[]
  sessions: readonly { topic: string; peer: string; chains: string[] }[]
  /** What happened last, newest first. */
  log: readonly string[]
}

export interface WcWallet {
  getState(): WcWalletState
  subscribe(listener: () => void): () => void
  pair(uri: string): Promise<void>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
}

/** Reads of what the session already shares: answered at once, as wallets do, never shown for approval. */
const ANSWERED_WITHOUT_PROMPT = new Set([
  'eth_accounts',
  'eth_chainId',
  'solana_getAccounts',
  'cosmos_getAccounts',
  'getAccountAddresses',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

export class NotAPairingUriError extends Error {
  override name = 'NotAPairingUriError'
  constructor(uri: string) {
    super(`Not a WalletConnect v2 pairing URI: ${uri.slice(0, 40)}`)
  }
}

const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }

const chainsOf = (namespaces: SessionTypes.Namespaces) =>
  Object.values(namespaces).flatMap((namespace) => namespace.chains ?? [])

/**
 * A WalletConnect wallet for a browser tab: the real `@walletconnect/sign-client` on the devnet's relay,
 * holding a devnet EVM key, the devnet Solana key, the devnet Cosmos mnemonic, the devnet Bitcoin test keys
 * (regtest) and //Alice on the Polkadot devnet chain. Unlike the devnet's scripted wallet, every proposal and request waits for the person using the
 * page to approve or reject it; approved requests are answered by the devnet's per-namespace responders (real
 * signatures, transactions sent to the nodes), the same ones the scripted wallet uses.
 */
export async function createWcWallet(parameters: {
  relayUrl: string
  privateKey: string
  rpcUrls: Record<number, string>
  solana: { keypair: Keypair; rpcUrls: Record<string, string> }
  cosmos: CreateCosmosResponderParameters
  bitcoin: CreateBitcoinResponderParameters
  polkadot: CreatePolkadotResponderParameters
}): Promise<WcWallet> {
  const evm = createEvmResponder({ privateKey: parameters.privateKey, rpcUrls: parameters.rpcUrls })
  const solana = createSolanaResponder(parameters.solana)
  const cosmos = await createCosmosResponder(parameters.cosmos)
  const bitcoin = createBitcoinResponder(parameters.bitcoin)
  const polkadot = await createPolkadotResponder(parameters.polkadot)
  const responders: WalletConnectResponder[] = [evm, solana, cosmos, bitcoin, polkadot]
  const listeners = new Set<() => void>()
  const proposals = new Map<number, { proposal: ProposalTypes.Struct; namespaces: SessionTypes.Namespaces }>()
  const requests = new Map<number, PendingRequest>()
  let log: string[] = []
  let state: WcWalletState

  const { SignClient } = await import('@walletconnect/sign-client')
  const client: SignClientInstance = await SignClient.init({
    relayUrl: parameters.relayUrl,
    projectId: 'walletport-devnet',
    // Not the dapp's prefix: the two tabs share the origin's IndexedDB.
    customStoragePrefix: 'walletport-devnet-wallet',
    telemetryEnabled: false,
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'WalletPort devnet wallet',
      description: 'A WalletConnect wallet on the devnet relay, for trying the playground by hand',
      url: location.origin,
      icons: [],
    },
  })
  // Verify (attestation lookups at verify.walletconnect.org) has no switch outside the SDK's own test mode.
  const verify = client.core.verify as unknown as Record<string, unknown>
  verify.register = async () => ''
  verify.resolve = async () => undefined

  function update(entry?: string) {
    if (entry) log = [`${new Date().toLocaleTimeString()} ${entry}`, ...log].slice(0, 30)
    state = {
      address: evm.address,
      solanaAddress: solana.address,
      proposals: [...proposals].map(([id, { proposal, namespaces }]) => ({
        id,
        proposer: proposal.proposer.metadata.name,
        chains: chainsOf(namespaces),
      })),
      requests: [...requests.values()],
      sessions: client.session.getAll().map((session: SessionTypes.Struct) => ({
        topic: session.topic,
        peer: session.peer.metadata.name,
        chains: chainsOf(session.namespaces),
      })),
      log,
    }
    for (const listener of [...listeners]) listener()
  }

  client.on('session_proposal', ({ id, params }) => {
    proposals.set(id, { proposal: params, namespaces: toSessionNamespaces(params, responders) })
    update(`Session proposal from ${params.proposer.metadata.name}`)
  })
  client.on('session_request', ({ id, topic, params }) => {
    requests.set(id, { id, topic, chainId: params.chainId, ...params.request })
    update(`Request ${params.request.method} on ${params.chainId}`)
    // Reading what the session already shares asks the user nothing, in real wallets as here.
    if (ANSWERED_WITHOUT_PROMPT.has(params.request.method)) void approveRequest(id)
  })
  client.on('session_delete', () => update('Session deleted by the app'))
  client.on('session_expire', () => update('Session expired'))
  client.on('proposal_expire', ({ id }) => {
    proposals.delete(id)
    update('Proposal expired')
  })
  update()

  async function respond(
    request: PendingRequest,
    outcome: { result: unknown } | { error: { code: number; message: string } },
  ) {
    requests.delete(request.id)
    await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...outcome } })
  }

  async function approveRequest(id: number) {
    const request = requests.get(id)
    if (!request) return
    try {
      const result = await answerWalletConnectRequest(responders, request, {
        emit: (event, chainId) => client.emit({ topic: request.topic, chainId, event }),
      })
      await respond(request, { result })
      update(`Approved ${request.method}`)
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string }
      await respond(request, { error: { code, message } })
      update(`${request.method} failed: ${message}`)
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      if (!/^wc:[0-9a-f]+@2\?/.test(uri.trim())) throw new NotAPairingUriError(uri)
      await client.core.pairing.pair({ uri: uri.trim() })
      update('Paired; waiting for the proposal')
    },
    async approveProposal(id) {
      const pending = proposals.get(id)
      if (!pending) return
      proposals.delete(id)
      const chains = chainsOf(pending.namespaces)
      if (chains.length === 0) {
        await client.reject({ id, reason: UNSUPPORTED_CHAINS })
        update('Proposal refused: none of its chains has a devnet node')
        return
      }
      // One-click auth: approving also signs the app's sign-in requests (SIWE), as wallets with the feature do.
      const authentication = await signProposalSignIns({
        proposal: pending.proposal,
        evm,
        formatAuthMessage: (input) => client.formatAuthMessage(input),
      })
      const { acknowledged } = await client.approve({
        id,
        namespaces: pending.namespaces,
        ...(authentication.length > 0 ? { proposalRequestsResponses: { authentication } } : {}),
      })
      await acknowledged()
      update(`Session approved on ${chains.join(', ')}${authentication.length > 0 ? ', signed in' : ''}`)
    },
    async rejectProposal(id) {
      proposals.delete(id)
      await client.reject({ id, reason: USER_REJECTED })
      update('Proposal rejected')
    },
    approveRequest,
    async rejectRequest(id) {
      const request = requests.get(id)
      if (!request) return
      await respond(request, { error: { code: 4001, message: 'User rejected the request.' } })
      update(`Rejected ${request.method}`)
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      update('Session disconnected')
    },
  }
}
