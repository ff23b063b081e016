import type { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { type CreateBitcoinResponderParameters, createBitcoinResponder } from './createBitcoinResponder.js'
import { type CreateCosmosResponderParameters, createCosmosResponder } from './createCosmosResponder.js'
import { createEvmResponder } from './createEvmResponder.js'
import { type CreatePolkadotResponderParameters, createPolkadotResponder } from './createPolkadotResponder.js'
import { type CreateSolanaResponderParameters, createSolanaResponder } from './createSolanaResponder.js'
import { signProposalSignIns } from './signProposalSignIns.js'
import {
  answerWalletConnectRequest,
  toSessionNamespaces,
  type WalletConnectResponder,
} from './walletConnectResponder.js'

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
  /**
   * Also serve the solana namespace: `rpcUrls` per CAIP-2 chain (`{ 'solana:localnet': url }`, or `rpcUrl` for
   * that one) are the chains it can approve; `keypair` is its key (a fresh one when omitted).
   */
  solana?: CreateSolanaResponderParameters
  /** Also serve the cosmos namespace on these chains (`cosmos:<chainId>`), e.g. the devnet's. */
  cosmos?: CreateCosmosResponderParameters
  /** Also serve bip122 on regtest (`bitcoinRegtestChain`) with the devnet's bitcoin test keys. */
  bitcoin?: CreateBitcoinResponderParameters
  /** Also serve polkadot on these genesis hashes (`polkadot:<first 32 hex>`) with //Alice, e.g. the devnet's. */
  polkadot?: CreatePolkadotResponderParameters
  behavior?: WalletConnectTestWalletBehavior
  /**
   * Answers one-click auth: signs each CAIP-122 sign-in request a proposal carries (`requests.authentication`,
   * on the first requested chain it has) and returns the CACAOs with its approval. Default true; false acts as
   * a wallet without it, which approves just the session.
   */
  oneClickAuth?: boolean
  /** Distinct per client in one process (clients sharing a prefix share one Core). Random by default. */
  storagePrefix?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
}

export interface WalletConnectTestWallet {
  /** The real sign client underneath. */
  readonly client: SignClientInstance
  readonly address: string
  /** Its Solana address (base58) when it serves the solana namespace. */
  readonly solanaAddress: string | undefined
  /** Its Cosmos address (bech32) when it serves the cosmos namespace. */
  readonly cosmosAddress: string | undefined
  /** Its Bitcoin payment address when it serves bip122. */
  readonly bitcoinAddress: string | undefined
  /** Its Polkadot address (generic SS58) when it serves polkadot. */
  readonly polkadotAddress: string | undefined
  /** Sessions approved so far and not deleted. */
  readonly sessions: readonly SessionTypes.Struct[]
  /** Requests answered so far, oldest first (one-click sign-ins as `wc_sessionPropose/authentication`). */
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

const SIGN_IN = 'wc_sessionPropose/authentication'
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * The wallet side of WalletConnect for tests and the playground: the real `@walletconnect/sign-client` over the
 * given relay, approving eip155 (and, given `solana`, `cosmos`, `bitcoin` or `polkadot`, those) proposals for the chains it has an RPC URL for and
 * answering requests with devnet keys (through `createEvmTestWallet`, one per chain, and `createSolanaTestWallet`;
 * see `createEvmResponder` and `createSolanaResponder`).
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  let behavior = parameters.behavior ?? 'approve'
  const evm = createEvmResponder(parameters.evm)
  const solana = parameters.solana ? createSolanaResponder(parameters.solana) : undefined
  const cosmos = parameters.cosmos ? await createCosmosResponder(parameters.cosmos) : undefined
  const bitcoin = parameters.bitcoin ? createBitcoinResponder(parameters.bitcoin) : undefined
  const polkadot = parameters.polkadot ? await createPolkadotResponder(parameters.polkadot) : undefined
  const responders: WalletConnectResponder[] = [evm, solana, cosmos, bitcoin, polkadot].filter(
    (responder) => responder !== undefined,
  )
  const address = evm.address
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
    const namespaces = toSessionNamespaces(proposal, responders)
    if (Object.keys(namespaces).length === 0) {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS })
      return undefined
    }
    const authentication =
      parameters.oneClickAuth === false
        ? []
        : await signProposalSignIns({
            proposal,
            evm,
            formatAuthMessage: (input) => client.formatAuthMessage(input),
            onSign: (chainId) => requests.push({ method: SIGN_IN, chainId }),
          })
    const { acknowledged } = await client.approve({
      id,
      namespaces,
      ...(authentication.length > 0 ? { proposalRequestsResponses: { authentication } } : {}),
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

  function handle(topic: string, chainId: string, request: { method: string; params: unknown }) {
    for (const responder of responders) responder.setBehavior(behavior)
    return answerWalletConnectRequest(
      responders,
      { chainId, method: request.method, params: request.params },
      { emit: (event, eventChainId) => client.emit({ topic, chainId: eventChainId, event }) },
    )
  }

  const wallet: WalletConnectTestWallet = {
    client,
    address,
    solanaAddress: solana?.address,
    cosmosAddress: cosmos?.address,
    bitcoinAddress: bitcoin?.address,
    polkadotAddress: polkadot?.address,
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
