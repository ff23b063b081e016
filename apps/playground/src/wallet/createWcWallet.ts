import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { createEvmTestWallet, type EvmTestWallet } from '@walletport/devnet/browser'

type SignClientInstance = Awaited<
  ReturnType<typeof import('@walletconnect/sign-client')['SignClient']['init']>
>

export interface PendingProposal {
  id: number
  proposer: string
  /** The eip155 chains asked for that this wallet has a node for. */
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

export class NotAPairingUriError extends Error {
  override name = 'NotAPairingUriError'
  constructor(uri: string) {
    super(`Not a WalletConnect v2 pairing URI: ${uri.slice(0, 40)}`)
  }
}

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['accountsChanged', 'chainChanged']
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }

function requestedChains(proposal: ProposalTypes.Struct): string[] {
  const namespaces = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  return [
    ...new Set(
      namespaces
        .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
        .flatMap(([key, namespace]) => (key.includes(':') ? [key] : (namespace.chains ?? []))),
    ),
  ]
}

/**
 * A WalletConnect wallet for a browser tab: the real `@walletconnect/sign-client` on the devnet's relay, holding a
 * devnet EVM key. Unlike the devnet's scripted wallet, every proposal and request waits for the person using the
 * page to approve or reject it; approved requests are answered by `createEvmTestWallet` (real signatures,
 * transactions sent to the node).
 */
export async function createWcWallet(parameters: {
  relayUrl: string
  privateKey: string
  rpcUrls: Record<number, string>
}): Promise<WcWallet> {
  const evm = new Map<number, EvmTestWallet>(
    Object.keys(parameters.rpcUrls).map((id) => [
      Number(id),
      createEvmTestWallet({
        privateKey: parameters.privateKey,
        rpcUrls: parameters.rpcUrls,
        chainId: Number(id),
        authorized: true,
      }),
    ]),
  )
  const address = evm.values().next().value?.addresses[0] ?? ''
  const listeners = new Set<() => void>()
  const proposals = new Map<number, { proposal: ProposalTypes.Struct; chains: string[] }>()
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
      address,
      proposals: [...proposals].map(([id, { proposal, chains }]) => ({
        id,
        proposer: proposal.proposer.metadata.name,
        chains,
      })),
      requests: [...requests.values()],
      sessions: client.session.getAll().map((session: SessionTypes.Struct) => ({
        topic: session.topic,
        peer: session.peer.metadata.name,
        chains: session.namespaces.eip155?.chains ?? [],
      })),
      log,
    }
    for (const listener of [...listeners]) listener()
  }

  client.on('session_proposal', ({ id, params }) => {
    const chains = requestedChains(params).filter((chain) => evm.has(Number(chain.split(':')[1])))
    proposals.set(id, { proposal: params, chains })
    update(`Session proposal from ${params.proposer.metadata.name}`)
  })
  client.on('session_request', ({ id, topic, params }) => {
    requests.set(id, { id, topic, chainId: params.chainId, ...params.request })
    update(`Request ${params.request.method} on ${params.chainId}`)
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

  async function answer(request: PendingRequest): Promise<unknown> {
    const wallet = evm.get(Number(request.chainId.split(':')[1]))
    if (!wallet) throw { code: 5100, message: `Unsupported chain ${request.chainId}` }
    const params = Array.isArray(request.params) ? request.params : [request.params]
    if (request.method === 'wallet_switchEthereumChain') {
      const next = Number((params[0] as { chainId?: string } | undefined)?.chainId)
      if (!evm.has(next)) throw { code: 4902, message: `Unrecognized chain ID ${next}` }
      await client.emit({
        topic: request.topic,
        chainId: `eip155:${next}`,
        event: { name: 'chainChanged', data: next },
      })
      return null
    }
    return wallet.request({ method: request.method, params })
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
      if (pending.chains.length === 0) {
        await client.reject({ id, reason: UNSUPPORTED_CHAINS })
        update('Proposal refused: none of its chains has a devnet node')
        return
      }
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: {
            chains: pending.chains,
            accounts: pending.chains.map((chain) => `${chain}:${address}`),
            methods: METHODS,
            events: EVENTS,
          },
        },
      })
      await acknowledged()
      update(`Session approved on ${pending.chains.join(', ')}`)
    },
    async rejectProposal(id) {
      proposals.delete(id)
      await client.reject({ id, reason: USER_REJECTED })
      update('Proposal rejected')
    },
    async approveRequest(id) {
      const request = requests.get(id)
      if (!request) return
      try {
        const result = await answer(request)
        await respond(request, { result })
        update(`Approved ${request.method}`)
      } catch (error) {
        const { code = -32603, message = String(error) } = error as { code?: number; message?: string }
        await respond(request, { error: { code, message } })
        update(`${request.method} failed: ${message}`)
      }
    },
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
