// Runs in browsers too (playground, e2e bundle): @cosmjs only, no Node built-ins.
import {
  type AminoSignResponse,
  encodeSecp256k1Signature,
  makeSignDoc,
  rawSecp256k1PubkeyToRawAddress,
  Secp256k1Wallet,
  type StdSignature,
  type StdSignDoc,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, type DirectSignResponse } from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import {
  type CosmosAccount,
  cosmosAddressOf,
  defaultCosmosMnemonic,
  deriveCosmosAccounts,
} from './deriveCosmosAccounts.js'

/** What the simulated user does when a request needs approval. */
export type CosmosTestWalletBehavior = 'approve' | 'reject' | 'stall'

export interface CosmosTestWalletChain {
  chainId: string
  rpcUrl: string
  bech32Prefix: string
}

/** Keplr's `Key`. */
export interface CosmosWalletKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: boolean
  isKeystone: boolean
}

export interface CosmosOfflineSigner {
  chainId: string
  getAccounts(): Promise<{ address: string; algo: 'secp256k1'; pubkey: Uint8Array }[]>
  signDirect(signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse>
  signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
}

/** Keplr's ChainInfo: the fields the test wallet checks and keeps (a real wallet keeps more). */
export interface CosmosSuggestedChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: { bech32PrefixAccAddr: string }
  currencies: readonly { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
  feeCurrencies: readonly { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
}

/** The Keplr-style injected API (the subset dapps use), as `window.keplr`, `window.leap`… expose it. */
export interface KeplrLikeWallet {
  enable(chainIds: string | readonly string[]): Promise<void>
  /** Keplr ≥ 0.12: whether the site may use these chains without a prompt. Never prompts. */
  isEnabled(chainIds: string | readonly string[]): Promise<boolean>
  disable(chainIds?: string | readonly string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosWalletKey>
  getOfflineSigner(chainId: string): CosmosOfflineSigner
  getOfflineSignerAuto(chainId: string): Promise<CosmosOfflineSigner>
  /** A signer with `signAmino` only, as Keplr gives for Ledger keys. */
  getOfflineSignerOnlyAmino(chainId: string): Omit<CosmosOfflineSigner, 'signDirect'>
  /** Adds a chain the wallet does not know, after the user approves (behavior key 'experimentalSuggestChain'). */
  experimentalSuggestChain(chainInfo: CosmosSuggestedChainInfo): Promise<void>
  signDirect(chainId: string, signer: string, signDoc: SignDoc): Promise<DirectSignResponse>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  /** ADR-36: signs `data` (UTF-8 text or bytes) in an off-chain amino sign doc. */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  verifyArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
    signature: StdSignature,
  ): Promise<boolean>
}

export interface CosmosTestWallet extends KeplrLikeWallet {
  readonly isWalletPortTestWallet: true
  /** Accounts of the mnemonic; the selected one answers getKey. */
  readonly accounts: readonly CosmosAccount[]
  readonly selectedIndex: number
  readonly pendingCount: number
  /** The method of every request that asked the user's approval so far, in order. */
  readonly requests: readonly string[]
  /** Chain ids the site may use without a prompt. */
  readonly enabledChains: readonly string[]
  setBehavior(behavior: CosmosTestWalletBehavior, method?: string): void
  resetBehavior(): void
  /** Settles every stalled request as approved (default) or rejected; returns how many there were. */
  release(outcome?: 'approve' | 'reject'): number
  /** Selects another account and fires `keplr_keystorechange`, as Keplr does when the user switches keys. */
  selectAccount(index: number): void
  /**
   * Fires `keplr_keystorechange`. With `bech32Address`, getKey answers with that address from then on, whatever it
   * is (a faulty or hostile wallet, for tests of what a dapp does with one); without, with the selected account's.
   */
  emitKeystoreChange(bech32Address?: string): void
  /** Adds a chain the wallet knows (Keplr's suggested chains). */
  addChain(chain: CosmosTestWalletChain): void
  /** The ChainInfos the user approved through experimentalSuggestChain, in order. */
  readonly suggestedChains: readonly CosmosSuggestedChainInfo[]
}

export interface CreateCosmosTestWalletParameters {
  /** Default `defaultCosmosMnemonic` (the devnet's funded accounts). */
  mnemonic?: string
  /** How many accounts to derive; default 2. */
  accountCount?: number
  chains: readonly CosmosTestWalletChain[]
  /** Where `keplr_keystorechange` is dispatched: the page's window; any EventTarget in Node. */
  eventTarget?: { dispatchEvent(event: Event): boolean }
  /** Chains enabled from the start: a silent reconnect. */
  enabled?: readonly string[]
  /** Stalled requests reject after this long; unset means they wait for release() forever. */
  stallTimeoutMs?: number
  /** The key name getKey reports. */
  name?: string
}

/** The error text Keplr rejects with when the user closes or declines the prompt. */
export const cosmosRejectionMessage = 'Request rejected'
export const cosmosKeystoreChangeEvent = 'keplr_keystorechange'

/** The ADR-36 sign doc for `data` signed by `signer` (chain id empty, account number and sequence 0). */
export function makeAdr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}

/** Keplr's check of a suggested ChainInfo: what a chain needs to be usable; its error names the field. */
function checkChainInfo(chainInfo: unknown): CosmosSuggestedChainInfo {
  const info = (typeof chainInfo === 'object' && chainInfo !== null ? chainInfo : {}) as Record<
    string,
    unknown
  >
  const field = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], info)
  for (const path of ['chainId', 'chainName', 'rpc', 'rest', 'bech32Config.bech32PrefixAccAddr']) {
    if (typeof field(path) !== 'string' || field(path) === '')
      throw new Error(`Invalid chain info: "${path}" is required`)
  }
  if (typeof field('bip44.coinType') !== 'number')
    throw new Error('Invalid chain info: "bip44.coinType" must be a number')
  for (const path of ['currencies', 'feeCurrencies']) {
    const currencies = field(path)
    const valid =
      Array.isArray(currencies) &&
      currencies.length > 0 &&
      currencies.every(
        (currency) =>
          typeof currency?.coinMinimalDenom === 'string' &&
          typeof currency?.coinDenom === 'string' &&
          Number.isInteger(currency?.coinDecimals),
      )
    if (!valid) throw new Error(`Invalid chain info: "${path}" must list currencies`)
  }
  for (const url of ['rpc', 'rest']) {
    try {
      new URL(String(field(url)))
    } catch {
      throw new Error(`Invalid chain info: "${url}" must be a URL`)
    }
  }
  return info as unknown as CosmosSuggestedChainInfo
}

function list(chainIds: string | readonly string[]): string[] {
  return typeof chainIds === 'string' ? [chainIds] : [...chainIds]
}

/**
 * A Keplr-compatible test wallet for tests and the playground: real secp256k1 keys from a mnemonic, direct and
 * amino signing, ADR-36 signArbitrary, per-chain enable/disable, chains added by experimentalSuggestChain (an
 * unknown chain id is refused until suggested), and a steerable user (approve, reject, stall).
 * Expose it with `injectCosmosTestWallet`.
 */
export async function createCosmosTestWallet(
  parameters: CreateCosmosTestWalletParameters,
): Promise<CosmosTestWallet> {
  const accounts = await deriveCosmosAccounts(parameters.mnemonic ?? defaultCosmosMnemonic, {
    count: parameters.accountCount ?? 2,
  })
  const chains = new Map(parameters.chains.map((chain) => [chain.chainId, chain]))
  const enabled = new Set(parameters.enabled ?? [])
  const suggested: CosmosSuggestedChainInfo[] = []
  const stalled = new Set<(outcome: 'approve' | 'reject') => void>()
  const requests: string[] = []
  const methodBehaviors = new Map<string, CosmosTestWalletBehavior>()
  let defaultBehavior: CosmosTestWalletBehavior = 'approve'
  let selected = 0
  let reportedAddress: string | undefined

  const current = () => accounts[selected]!
  const rejection = () => new Error(cosmosRejectionMessage)

  function chainOf(chainId: string): CosmosTestWalletChain {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }

  function addressOn(chainId: string): string {
    return cosmosAddressOf(current().pubkey, chainOf(chainId).bech32Prefix)
  }

  function requireEnabled(chainId: string) {
    chainOf(chainId)
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled; call enable first`)
  }

  function requireSigner(chainId: string, signer: string) {
    requireEnabled(chainId)
    if (signer !== addressOn(chainId)) throw new Error(`Signer ${signer} is not the selected account`)
  }

  function prompt<T>(method: string, action: () => Promise<T> | T): Promise<T> {
    requests.push(method)
    const behavior = methodBehaviors.get(method) ?? defaultBehavior
    if (behavior === 'reject') return Promise.reject(rejection())
    if (behavior === 'approve') return Promise.resolve().then(action)
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const settle = (outcome: 'approve' | 'reject') => {
        stalled.delete(settle)
        if (timer) clearTimeout(timer)
        if (outcome === 'reject') reject(rejection())
        else Promise.resolve().then(action).then(resolve, reject)
      }
      stalled.add(settle)
      if (parameters.stallTimeoutMs !== undefined)
        timer = setTimeout(() => settle('reject'), parameters.stallTimeoutMs)
    })
  }

  const privateKey = () => fromHex(current().privateKey)

  async function signDirect(chainId: string, signer: string, signDoc: SignDoc): Promise<DirectSignResponse> {
    requireSigner(chainId, signer)
    if (signDoc.chainId !== chainId) throw new Error(`Sign doc is for ${signDoc.chainId}, not ${chainId}`)
    return prompt('signDirect', async () => {
      const key = await DirectSecp256k1Wallet.fromKey(privateKey(), chainOf(chainId).bech32Prefix)
      return key.signDirect(signer, signDoc)
    })
  }

  async function signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
    requireSigner(chainId, signer)
    if (signDoc.chain_id !== chainId) throw new Error(`Sign doc is for ${signDoc.chain_id}, not ${chainId}`)
    return prompt('signAmino', async () => {
      const key = await Secp256k1Wallet.fromKey(privateKey(), chainOf(chainId).bech32Prefix)
      return key.signAmino(signer, signDoc)
    })
  }

  function offlineSigner(chainId: string): CosmosOfflineSigner {
    chainOf(chainId)
    return {
      chainId,
      async getAccounts() {
        requireEnabled(chainId)
        return [{ address: addressOn(chainId), algo: 'secp256k1', pubkey: current().pubkey }]
      },
      signDirect: (signer, signDoc) => signDirect(chainId, signer, signDoc),
      signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
    }
  }

  const wallet: CosmosTestWallet = {
    isWalletPortTestWallet: true,
    accounts,
    get selectedIndex() {
      return selected
    },
    get pendingCount() {
      return stalled.size
    },
    requests,
    get enabledChains() {
      return [...enabled]
    },

    async enable(chainIds) {
      const ids = list(chainIds)
      if (ids.length === 0) throw new Error('chain id not set')
      for (const id of ids) chainOf(id)
      if (ids.every((id) => enabled.has(id))) return
      await prompt('enable', () => {
        for (const id of ids) enabled.add(id)
      })
    },

    async isEnabled(chainIds) {
      return list(chainIds).every((id) => enabled.has(id))
    },

    async disable(chainIds) {
      if (chainIds === undefined) enabled.clear()
      else for (const id of list(chainIds)) enabled.delete(id)
    },

    async getKey(chainId) {
      requireEnabled(chainId)
      const { pubkey } = current()
      const bech32Address = reportedAddress ?? addressOn(chainId)
      return {
        name: parameters.name ?? `WalletPort test account ${selected}`,
        algo: 'secp256k1',
        pubKey: pubkey,
        address: rawSecp256k1PubkeyToRawAddress(pubkey),
        bech32Address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },

    get suggestedChains() {
      return [...suggested]
    },

    getOfflineSigner: offlineSigner,
    getOfflineSignerAuto: async (chainId) => offlineSigner(chainId),
    getOfflineSignerOnlyAmino(chainId) {
      const { signDirect: _direct, ...amino } = offlineSigner(chainId)
      return amino
    },

    async experimentalSuggestChain(chainInfo) {
      const info = checkChainInfo(chainInfo)
      if (chains.has(info.chainId)) return
      await prompt('experimentalSuggestChain', () => {
        suggested.push(info)
        chains.set(info.chainId, {
          chainId: info.chainId,
          rpcUrl: info.rpc,
          bech32Prefix: info.bech32Config.bech32PrefixAccAddr,
        })
      })
    },
    signDirect,
    signAmino,

    async signArbitrary(chainId, signer, data) {
      requireSigner(chainId, signer)
      return prompt('signArbitrary', () => {
        const hash = sha256(serializeSignDoc(makeAdr36SignDoc(signer, data)))
        const signature = Secp256k1.createSignature(hash, privateKey())
        const fixed = new Uint8Array([...signature.r(32), ...signature.s(32)])
        return encodeSecp256k1Signature(current().pubkey, fixed)
      })
    },

    async verifyArbitrary(chainId, signer, data, signature) {
      chainOf(chainId)
      return verifyAdr36Signature(signer, data, signature, chainOf(chainId).bech32Prefix)
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
      const pending = [...stalled]
      for (const settle of pending) settle(outcome)
      return pending.length
    },

    selectAccount(index) {
      if (!accounts[index]) throw new Error(`No account ${index}; the wallet has ${accounts.length}`)
      if (index === selected) return
      selected = index
      parameters.eventTarget?.dispatchEvent(new Event(cosmosKeystoreChangeEvent))
    },

    emitKeystoreChange(bech32Address) {
      reportedAddress = bech32Address
      parameters.eventTarget?.dispatchEvent(new Event(cosmosKeystoreChangeEvent))
    },

    addChain(chain) {
      chains.set(chain.chainId, chain)
    },
  }
  return wallet
}

/** True when `signature` is `signer`'s ADR-36 signature of `data`. */
export function verifyAdr36Signature(
  signer: string,
  data: string | Uint8Array,
  signature: StdSignature,
  bech32Prefix: string,
): boolean {
  try {
    const pubkey = fromBase64(signature.pub_key.value)
    if (cosmosAddressOf(pubkey, bech32Prefix) !== signer) return false
    const bytes = fromBase64(signature.signature)
    const hash = sha256(serializeSignDoc(makeAdr36SignDoc(signer, data)))
    return (
      bytes.length === 64 &&
      Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), hash, pubkey)
    )
  } catch {
    return false
  }
}
