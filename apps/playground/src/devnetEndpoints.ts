/**
 * Where the local devnet answers: its fixed ports by default; `VITE_*` variables at build time or query
 * parameters at start-up (`?evm=…&solana=…&cosmos=…&polkadot=…`, used by the end-to-end tests) override them.
 */
export interface DevnetEndpoints {
  /** RPC URL per EVM chain id. */
  evmRpcUrls: Record<number, string>
  /** Etherscan-style history API base of the devnet's EVM indexer (`…/api`, takes `chainid=`). */
  evmIndexerUrl: string
  /** Solana JSON-RPC (litesvm); its PubSub WebSocket is `solanaWsUrl`. */
  solanaRpcUrl: string
  solanaWsUrl: string
  /** CometBFT RPC of the fixture-backed Cosmos chain `walletport-local`. */
  cosmosRpcUrl: string
  /** Esplora REST base of the bcoin regtest node. */
  bitcoinEsploraUrl: string
  /** The WalletConnect relay (test fixture). */
  relayUrl: string
  /** WebSocket RPC of the chopsticks chain (Rococo Asset Hub runtime). */
  polkadotWsUrl: string
  /** Subscan-compatible API base of the devnet's Polkadot indexer. */
  polkadotIndexerUrl: string
  /** The account-name service (`startNameServer` of @walletport/embedded-server). */
  nameServiceUrl: string
  /** The devnet's test ERC-20 on chain 31337 (its deterministic address on a default devnet). */
  evmTokenAddress: string
  /** The devnet's two card on-ramp fixtures (their API bases). */
  onrampUrls: readonly [string, string]
  /** The embedded wallet's server (it serves the frame), set by `npm run playground`; without it, no email login. */
  embeddedFrameUrl?: string | undefined
  /** The mail sink's API (the last code it received), set by `npm run playground`. */
  mailSinkUrl?: string | undefined
}

type Env = Readonly<Record<string, string | boolean | undefined>>

export class InvalidEndpointError extends Error {
  override name = 'InvalidEndpointError'
  constructor(parameter: string, value: string, kind: 'an http(s)' | 'a ws(s)' | 'an 0x address') {
    super(
      kind === 'an 0x address'
        ? `The "${parameter}" parameter must be an 0x address, received ${value}`
        : `The "${parameter}" endpoint must be ${kind} URL, received ${value}`,
    )
  }
}

function reader(query: URLSearchParams, env: Env) {
  return (name: string, variable: string, fallback: string, protocol: 'http' | 'ws' = 'http'): string => {
    const value = query.get(name) ?? env[variable]
    if (typeof value !== 'string' || value === '') return fallback
    if (!new RegExp(`^${protocol}s?://[^/]`).test(value))
      throw new InvalidEndpointError(name, value, protocol === 'http' ? 'an http(s)' : 'a ws(s)')
    return value.replace(/\/$/, '')
  }
}

/** `DEVNET_TEST_TOKEN` of @walletport/devnet (deployed at the same address on every default devnet start). */
const DEVNET_TEST_TOKEN = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'

function pickAddress(value: unknown): string {
  if (typeof value !== 'string' || value === '') return DEVNET_TEST_TOKEN
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new InvalidEndpointError('evmToken', value, 'an 0x address')
  return value
}

/** The PubSub WebSocket solana-test-validator serves beside `rpcUrl`: same host, port + 1. */
export function solanaWsUrlOf(rpcUrl: string): string {
  const url = new URL(rpcUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.port = String(Number(url.port || (url.protocol === 'wss:' ? 443 : 80)) + 1)
  return url.href.replace(/\/$/, '')
}

export function readDevnetEndpoints(search: string, env: Env): DevnetEndpoints {
  const pick = reader(new URLSearchParams(search), env)
  const solanaRpcUrl = pick('solana', 'VITE_SOLANA_RPC_URL', 'http://127.0.0.1:8899')
  return {
    evmRpcUrls: {
      31337: pick('evm', 'VITE_EVM_RPC_URL', 'http://127.0.0.1:8545'),
      31338: pick('evm2', 'VITE_EVM2_RPC_URL', 'http://127.0.0.1:8546'),
    },
    evmIndexerUrl: pick('indexer', 'VITE_EVM_INDEXER_URL', 'http://127.0.0.1:8547/api'),
    solanaRpcUrl,
    solanaWsUrl: pick('solanaWs', 'VITE_SOLANA_WS_URL', solanaWsUrlOf(solanaRpcUrl), 'ws'),
    cosmosRpcUrl: pick('cosmos', 'VITE_COSMOS_RPC_URL', 'http://127.0.0.1:26657'),
    bitcoinEsploraUrl: pick('bitcoin', 'VITE_BITCOIN_ESPLORA_URL', 'http://127.0.0.1:3002'),
    relayUrl: pick('relay', 'VITE_WALLETCONNECT_RELAY_URL', 'ws://127.0.0.1:8555', 'ws'),
    polkadotWsUrl: pick('polkadot', 'VITE_POLKADOT_WS_URL', 'ws://127.0.0.1:8000', 'ws'),
    polkadotIndexerUrl: pick('polkadotIndexer', 'VITE_POLKADOT_INDEXER_URL', 'http://127.0.0.1:8001'),
    nameServiceUrl: pick('names', 'VITE_NAME_SERVICE_URL', 'http://127.0.0.1:8790'),
    onrampUrls: [
      pick('onramp', 'VITE_ONRAMP_URL', 'http://127.0.0.1:8563'),
      pick('onramp2', 'VITE_ONRAMP2_URL', 'http://127.0.0.1:8564'),
    ],
    evmTokenAddress: pickAddress(new URLSearchParams(search).get('evmToken') ?? env.VITE_EVM_TOKEN_ADDRESS),
    embeddedFrameUrl: pick('frame', 'VITE_EMBEDDED_FRAME_URL', '') || undefined,
    mailSinkUrl: pick('mail', 'VITE_MAIL_SINK_URL', '') || undefined,
  }
}
