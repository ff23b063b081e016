import type {
  Account,
  CaipNetworkId,
  ChainAdapter,
  ConfirmationOptions,
  Connector,
  Network,
  NftReader,
  TransactionResult,
} from '@walletport/core'
import type { TypedData } from 'abitype'
import type {
  EvmAbi,
  EvmCallParameters,
  EvmTypedDataDefinition,
  EvmWriteContractParameters,
  EvmWriteFunctionName,
} from './evmTypedParameters.js'

export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

type ProviderListener = (...args: unknown[]) => void

/** An EIP-1193 provider: the injected `window.ethereum`, an EIP-6963 announced one, WalletConnect's… */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: ProviderListener): unknown
  removeListener?(event: string, listener: ProviderListener): unknown
}

/** EIP-6963 `eip6963:announceProvider` detail. */
export interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

/** The page (or, in Node tests, any EventTarget) where wallets announce themselves. */
export type EvmWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: Eip1193Provider
}

/**
 * Connectors that are neither announced nor injected (WalletConnect, the embedded auth wallet): a source lists
 * them and hands over the provider when one of them is connected.
 */
export interface EvmConnectorSource {
  getConnectors(): readonly Connector[]
  /** Calls `onChange` whenever `getConnectors()` changes; returns the unsubscribe. */
  watch?(onChange: () => void): () => void
  /** The provider of one of its connectors, for those created on demand (e.g. a WalletConnect session). */
  getProvider?(connectorId: string): Promise<Eip1193Provider>
}

export interface EvmToken {
  /** ERC-20 contract address. */
  address: string
  /** Read from the contract when absent. */
  symbol?: string
  name?: string
  decimals?: number
  iconUrl?: string
}

/** The kit's confirmation options, plus how many failed receipt requests in a row are tolerated (default 6). */
export interface EvmConfirmationOptions extends ConfirmationOptions {
  retries?: number
}

export interface EvmAdapterOptions {
  /** eip155 networks; others are ignored. */
  networks: readonly Network[]
  /** Where to listen for EIP-6963 announcements; `globalThis.window` when present. */
  window?: EvmWindow
  /** More connectors (WalletConnect, auth) from their own packages. */
  connectors?: readonly EvmConnectorSource[]
  /** ERC-20 tokens whose balances `getTokenBalances` reads, per network. */
  tokens?: Readonly<Record<CaipNetworkId, readonly EvmToken[]>>
  /** Etherscan- or Blockscout-compatible API base (`…/api`), one for all networks or one per network. */
  historyApiUrl?: string | Readonly<Record<CaipNetworkId, string>>
  /** Entries per history page. Default 10. */
  historyPageSize?: number
  /** Hosted RPC proxy; the networks' own rpcUrls otherwise. Falls back to `init`'s context. */
  rpc?: { url?: string; projectId?: string }
  /** Node request time-out. Default 10 000 ms. */
  requestTimeoutMs?: number
  /** Blocks back from the head searched for the NFTs' Transfer logs (`getNfts`); default 10 000. */
  nftLogBlockRange?: number
  /** waitForTransaction: default 1 confirmation, 18 000 ms, polls backing off from 100 ms up to 4 000 ms, 6 retries. */
  confirmation?: EvmConfirmationOptions
  /** Where ENS lives; default: the configured network with chain id 1. */
  ensNetwork?: Network
}

export interface EvmTypedData {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export interface EvmCall {
  to: string
  data?: string
  value?: bigint
}

/** Capabilities asked of a `wallet_sendCalls` (EIP-5792): the known ones typed, others passed as given. */
export interface EvmSendCallsCapabilities {
  /**
   * ERC-7677: the app's paymaster service, which the wallet asks to sponsor the batch's gas. Without `optional:
   * true` a wallet that cannot use it refuses the batch (5700), and so does the call-by-call fallback.
   */
  paymasterService?: { url: string; context?: Record<string, unknown>; optional?: boolean }
  [capability: string]: unknown
}

/** What `wallet_getCapabilities` says of one chain (EIP-5792 v2): the known ones typed, others as given. */
export interface EvmChainCapabilities {
  /** 'supported': the wallet runs batches atomically; 'ready': it can after an upgrade (EIP-7702); 'unsupported'. */
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  paymasterService?: { supported: boolean }
  [capability: string]: unknown
}

/** `wallet_getCapabilities`' answer: capabilities by hex chain id (`0x1`). */
export type EvmCapabilities = Record<string, EvmChainCapabilities>

export interface EvmCallsStatus {
  id: string
  /** EIP-5792 code: 100 pending, 200 confirmed, 400 off-chain failure, 500 reverted, 600 partly reverted. */
  status: number
  chainId?: string
  atomic?: boolean
  receipts?: readonly { transactionHash: string; status: string; blockNumber: string; gasUsed: string }[]
}

/** The eip155 adapter: the ChainAdapter contract plus what only EVM chains have. */
export interface EvmAdapter extends ChainAdapter<Eip1193Provider> {
  readonly namespace: 'eip155'
  getTokenBalances: NonNullable<ChainAdapter['getTokenBalances']>
  /** The ERC-721 tokens an address holds (core's `NftReader`: Transfer logs of a bounded block range). */
  getNfts: NftReader['getNfts']
  getIdentity: NonNullable<ChainAdapter['getIdentity']>
  isSmartAccountSigner: NonNullable<ChainAdapter['isSmartAccountSigner']>
  estimateTransfer: NonNullable<ChainAdapter['estimateTransfer']>
  resolveName: NonNullable<ChainAdapter['resolveName']>
  /** The connected accounts (empty when disconnected). */
  getAccounts(): readonly Account[]
  /** `eth_signTypedData_v4`; `message` is typed from `types` and `primaryType`. */
  signTypedData<const TTypes extends TypedData, TPrimaryType extends keyof TTypes & string>(parameters: {
    typedData: EvmTypedDataDefinition<TTypes, TPrimaryType>
    address?: string
  }): Promise<string>
  verifyTypedData(parameters: {
    typedData: EvmTypedData
    signature: string
    address: string
    network: Network
  }): Promise<boolean>
  /** Encodes the call from the ABI and sends it; `functionName` and `args` are typed from `abi`. */
  writeContract<const TAbi extends EvmAbi, TFunctionName extends EvmWriteFunctionName<TAbi>>(
    parameters: EvmWriteContractParameters<TAbi, TFunctionName>,
  ): Promise<TransactionResult>
  /**
   * EIP-5792 `wallet_sendCalls`; returns the batch id. A wallet without it gets the calls one by one (not atomic;
   * `CallsFailedError` names the call that failed).
   */
  sendCalls(parameters: {
    network: Network
    calls: readonly EvmCallParameters[]
    from?: string
    atomicRequired?: boolean
    capabilities?: EvmSendCallsCapabilities
  }): Promise<{ id: string }>
  /** The wallet's `wallet_getCallsStatus`, or, for a batch sent call by call, its calls' receipts on the node. */
  getCallsStatus(parameters: { id: string }): Promise<EvmCallsStatus>
  /** The wallet's `wallet_getCapabilities`; for a wallet without EIP-5792, `atomic: unsupported` on each network. */
  getCapabilities(parameters?: { address?: string }): Promise<EvmCapabilities>
}

// `client.getAdapter('eip155')` is a EvmAdapter wherever this package is imported (core's `RegisteredAdapters`).
declare module '@walletport/core' {
  interface RegisteredAdapters {
    eip155: EvmAdapter
  }
}
