import type { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { createEvmTestWallet, type EvmTestWallet } from '../evm/testWallet.js'

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

/** What the simulated user answers to session proposals and to requests needing approval. */
export type WalletConnectTestWalletBehavior = 'approve' | 'reject'

export interface CreateWalletConnectTestWalletParameters {
  /** The relay the dapp uses: a pairing URI does not carry it. */
  relayUrl: string
  evm: {
    privateKey: string
    /** RPC URL per eip155 chain id: the chains the wallet can approve. */
    rpcUrls: Record<number, string>
  }
  behavior?: WalletConnectTestWalletBehavior
  /** Distinct per client in one process (clients sharing a prefix share one Core). Random by default. */
  storagePrefix?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
}

export interface WalletConnectTestWallet {
  /** The real sign client underneath. */
  readonly client: SignClientInstance
  readonly address: string
  /** Sessions approved so far and not deleted. */
  readonly sessions: readonly SessionTypes.Struct[]
  /** Requests answered so far, oldest first. */
  readonly requests: readonly { method: string; chainId: string }[]
  setBehavior(behavior: WalletConnectTestWalletBehavior): void
  /** Pairs with a `wc:` URI; resolves with the session once approved (or undefined once rejected). */
  pair(uri: string): Promise<SessionTypes.Struct | undefined>
  /** Ends a session (the last one by default) from the wallet side. */
  disconnect(topic?: string): Promise<void>
  /** Emits `chainChanged` on a session, as a wallet does after switching. */
  emitChainChanged(chainId: number, topic?: string): Promise<void>
  /** Stops heartbeat and transport; pending work is dropped. */
  stop(): Promise<void>
}

export const walletConnectTestWalletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export const walletConnectTestWalletEvents = ['accountsChanged', 'chainChanged'] as const

const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * The wallet side of WalletConnect for tests and the playground: the real `@walletconnect/sign-client` over the
 * given relay, approving eip155 proposals for the chains it has an RPC URL for and answering requests with
 * devnet keys (signatures and transactions go through `createEvmTestWallet`, one per chain).
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  let behavior = parameters.behavior ?? 'approve'
  const chains = new Map<number, EvmTestWallet>(
    Object.keys(parameters.evm.rpcUrls).map((id) => [
      Number(id),
      createEvmTestWallet({
        privateKey: parameters.evm.privateKey,
        rpcUrls: parameters.evm.rpcUrls,
        chainId: Number(id),
        authorized: true,
      }),
    ]),
  )
  const first = chains.values().next().value
  if (!first) throw new Error('createWalletConnectTestWallet needs at least one eip155 RPC URL')
  const address = first.addresses[0]!
  const requests: { method: string; chainId: string }[] = []
  /** Pairing topic → resolves `pair()` once the proposal made there is answered. */
  const outcomes = new Map<string, (session: SessionTypes.Struct | undefined) => void>()

  // Loaded here so that importing the devnet does not load the WalletConnect SDK.
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    relayUrl: parameters.relayUrl,
    projectId: 'walletport-devnet',
    customStoragePrefix: parameters.storagePrefix ?? `walletport-test-wallet-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    signConfig: { disableRequestQueue: true },
    metadata: parameters.metadata ?? {
      name: 'WalletPort devnet wallet',
      description: 'Test wallet answering with devnet keys',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  disableVerify(client)

  client.on('session_proposal', ({ id, params }) => {
    void answerProposal(id, params).then(
      (session) => settle(params.pairingTopic, session),
      () => settle(params.pairingTopic, undefined),
    )
  })
  client.on('session_request', ({ id, topic, params }) => {
    void answerRequest(topic, id, params.chainId, params.request)
  })

  function settle(pairingTopic: string | undefined, session: SessionTypes.Struct | undefined) {
    for (const [topic, resolve] of outcomes) {
      if (pairingTopic === undefined || topic === pairingTopic) {
        outcomes.delete(topic)
        resolve(session)
      }
    }
  }

  async function answerProposal(id: number, proposal: ProposalTypes.Struct) {
    if (behavior === 'reject') {
      await client.reject({ id, reason: USER_REJECTED })
      return undefined
    }
    const requested = [
      ...Object.entries(proposal.requiredNamespaces ?? {}),
      ...Object.entries(proposal.optionalNamespaces ?? {}),
    ]
      .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
      .flatMap(([key, namespace]) => (key.includes(':') ? [key] : (namespace.chains ?? [])))
    const approved = [...new Set(requested)].filter((chain) => chains.has(Number(chain.split(':')[1])))
    if (approved.length === 0) {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS })
      return undefined
    }
    const { acknowledged } = await client.approve({
      id,
      namespaces: {
        eip155: {
          chains: approved,
          accounts: approved.map((chain) => `${chain}:${address}`),
          methods: [...walletConnectTestWalletMethods],
          events: [...walletConnectTestWalletEvents],
        },
      },
    })
    return acknowledged()
  }

  async function answerRequest(
    topic: string,
    id: number,
    chainId: string,
    request: { method: string; params: unknown },
  ) {
    requests.push({ method: request.method, chainId })
    try {
      const result = await handle(topic, chainId, request)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string }
      await client
        .respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
        .catch(() => {})
    }
  }

  async function handle(topic: string, chainId: string, request: { method: string; params: unknown }) {
    const wallet = chains.get(Number(chainId.split(':')[1]))
    if (!wallet) throw { code: 5100, message: `Unsupported chain ${chainId}` }
    const params = Array.isArray(request.params) ? request.params : [request.params]
    if (request.method === 'wallet_switchEthereumChain') {
      const next = Number((params[0] as { chainId?: string } | undefined)?.chainId)
      if (!chains.has(next)) throw { code: 4902, message: `Unrecognized chain ID ${next}` }
      if (behavior === 'reject') throw { code: 4001, message: 'User rejected the request.' }
      await client.emit({ topic, chainId: `eip155:${next}`, event: { name: 'chainChanged', data: next } })
      return null
    }
    if (behavior === 'reject') wallet.setBehavior('reject')
    else wallet.resetBehavior()
    return wallet.request({ method: request.method, params })
  }

  const wallet: WalletConnectTestWallet = {
    client,
    address,
    get sessions() {
      return client.session.getAll()
    },
    requests,
    setBehavior(next) {
      behavior = next
    },
    async pair(uri) {
      const topic = /^wc:([0-9a-f]+)@2/.exec(uri)?.[1]
      if (!topic) throw new Error(`Not a WalletConnect v2 pairing URI: ${uri}`)
      const outcome = new Promise<SessionTypes.Struct | undefined>((resolve) => outcomes.set(topic, resolve))
      await client.core.pairing.pair({ uri })
      return outcome
    },
    async disconnect(topic) {
      const target = topic ?? client.session.getAll().at(-1)?.topic
      if (!target) throw new Error('The test wallet has no session to disconnect')
      await client.disconnect({ topic: target, reason: USER_DISCONNECTED })
    },
    async emitChainChanged(chainId, topic) {
      const target = topic ?? client.session.getAll().at(-1)?.topic
      if (!target) throw new Error('The test wallet has no session')
      await client.emit({
        topic: target,
        chainId: `eip155:${chainId}`,
        event: { name: 'chainChanged', data: chainId },
      })
    },
    async stop() {
      settle(undefined, undefined)
      await stopSignClient(client)
    },
  }
  return wallet
}

/** Verify (attestation lookups at verify.walletconnect.org) has no switch outside the SDK's own test mode. */
function disableVerify(client: SignClientInstance) {
  const verify = client.core.verify as unknown as Record<string, unknown>
  verify.register = async () => ''
  verify.resolve = async () => undefined
}

async function stopSignClient(client: SignClientInstance) {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
  const key = `_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`
  const global = globalThis as Record<string, unknown>
  if (global[key] === client.core) {
    delete global[key]
    delete global[`${key}_count`]
  }
}
