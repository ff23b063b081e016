// Runs in browsers too (playground, e2e bundle): @polkadot/* only, no Node built-ins.
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { hexToU8a, isHex, u8aEq, u8aToHex, u8aToU8a, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import {
  defaultPolkadotTestAccounts,
  derivePolkadotTestAccounts,
  type PolkadotKeyType,
  type PolkadotTestAccount,
  type PolkadotTestAccountSpec,
} from './polkadotTestAccounts.js'

/** What the simulated user does when a request needs approval. */
export type PolkadotTestExtensionBehavior = 'approve' | 'reject' | 'stall'
/** The requests that open a prompt; `setBehavior(behavior, method)` steers one of them. */
export type PolkadotTestExtensionPrompt = 'enable' | 'signPayload' | 'signRaw'

/** `InjectedAccount` of @polkadot/extension-inject. */
export interface InjectedPolkadotAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: PolkadotKeyType
}

/** `Injected` of @polkadot/extension-inject: what `enable(originName)` resolves to. */
export interface InjectedPolkadotExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedPolkadotAccount[]>
    subscribe(callback: (accounts: InjectedPolkadotAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
  }
  metadata: { get(): Promise<{ genesisHash: string; specVersion: number }[]>; provide(): Promise<boolean> }
}

/** The entry an extension puts in `window.injectedWeb3[name]`. */
export interface InjectedWindowProvider {
  version: string
  enable(originName: string): Promise<InjectedPolkadotExtension>
}

export interface PolkadotTestExtension {
  readonly name: string
  readonly version: string
  /** What `injectPolkadotTestExtension` installs. */
  readonly provider: InjectedWindowProvider
  readonly accounts: readonly PolkadotTestAccount[]
  /** Origin names (the dapps' `enable` argument) allowed without a prompt. */
  readonly authorized: readonly string[]
  readonly pendingCount: number
  /** Every request, in order: `enable`, `signPayload`, `signRaw`. */
  readonly requests: readonly { method: PolkadotTestExtensionPrompt; origin: string }[]
  setBehavior(behavior: PolkadotTestExtensionBehavior, method?: PolkadotTestExtensionPrompt): void
  resetBehavior(): void
  /** Settles every stalled request as approved (default) or rejected; returns how many there were. */
  release(outcome?: 'approve' | 'reject'): number
  /** Forgets every authorisation: the next `enable` prompts. */
  revoke(): void
  /** Replaces the account list and tells every `accounts.subscribe` callback. */
  setAccounts(specs: readonly PolkadotTestAccountSpec[]): Promise<void>
  /**
   * Tells every `accounts.subscribe` callback `accounts` exactly as given, the extension's own list unchanged: a
   * faulty or hostile extension (accounts that are no addresses…), for tests of what a dapp does with one.
   */
  emitAccounts(accounts: readonly InjectedPolkadotAccount[]): void
}

export interface CreatePolkadotTestExtensionParameters {
  /** The key in `window.injectedWeb3`; default 'walletport-test'. */
  name?: string
  version?: string
  /** Default: Alice, Bob (sr25519) and Alice's ed25519 key, all funded by the devnet. */
  accounts?: readonly PolkadotTestAccountSpec[]
  /** Origin names allowed from the start: a silent reconnect. */
  authorized?: readonly string[]
  /** Stalled requests reject after this long; unset means they wait for release() forever. */
  stallTimeoutMs?: number
}

/** polkadot-js' extension rejects these texts when the user declines: access, then a signature. */
export const polkadotRejectionMessages = { enable: 'Rejected', sign: 'Cancelled' } as const

function findAccount(accounts: readonly PolkadotTestAccount[], address: string): PolkadotTestAccount {
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch {
    throw new Error(`Unable to find account for ${address}: not an SS58 address`)
  }
  const account = accounts.find((candidate) => u8aEq(candidate.pair.publicKey, publicKey))
  if (!account) throw new Error(`Unable to find account for ${address}`)
  return account
}

/**
 * A polkadot-js-style browser extension for tests and the playground: keyring pairs, `enable(originName)` with a
 * remembered authorisation, `accounts.get/subscribe` (with each account's key type), `signer.signPayload` (the
 * extrinsic payload, signed as the real extension signs it) and `signer.signRaw` (bytes wrapped in
 * `<Bytes>…</Bytes>`), and a steerable user (approve, reject, stall). Install it with
 * `injectPolkadotTestExtension`.
 */
export async function createPolkadotTestExtension(
  parameters: CreatePolkadotTestExtensionParameters = {},
): Promise<PolkadotTestExtension> {
  const name = parameters.name ?? 'walletport-test'
  const version = parameters.version ?? '1.0.0'
  let accounts = await derivePolkadotTestAccounts(
    parameters.accounts ?? defaultPolkadotTestAccounts.slice(0, 3),
  )
  const authorized = new Set(parameters.authorized ?? [])
  const stalled = new Set<(outcome: 'approve' | 'reject') => void>()
  const methodBehaviors = new Map<PolkadotTestExtensionPrompt, PolkadotTestExtensionBehavior>()
  const subscribers = new Set<(accounts: InjectedPolkadotAccount[]) => void | Promise<void>>()
  const requests: { method: PolkadotTestExtensionPrompt; origin: string }[] = []
  let defaultBehavior: PolkadotTestExtensionBehavior = 'approve'
  let nextId = 0

  const injectedAccounts = (): InjectedPolkadotAccount[] =>
    accounts.map(({ address, name: accountName, type }) => ({
      address,
      genesisHash: null,
      name: accountName,
      type,
    }))

  function prompt<T>(method: PolkadotTestExtensionPrompt, action: () => T): Promise<T> {
    const behavior = methodBehaviors.get(method) ?? defaultBehavior
    const rejection = () =>
      new Error(method === 'enable' ? polkadotRejectionMessages.enable : polkadotRejectionMessages.sign)
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

  function injectedFor(origin: string): InjectedPolkadotExtension {
    const requireAccess = () => {
      if (!authorized.has(origin)) throw new Error(`${origin} is not allowed to interact with this extension`)
    }
    return {
      accounts: {
        // `anyType` admits ethereum-type keys in polkadot-js; this extension holds none.
        async get() {
          requireAccess()
          return injectedAccounts()
        },
        subscribe(callback) {
          requireAccess()
          subscribers.add(callback)
          void Promise.resolve(callback(injectedAccounts())).catch(() => undefined)
          return () => {
            subscribers.delete(callback)
          }
        },
      },
      signer: {
        async signPayload(payload) {
          requireAccess()
          const { pair } = findAccount(accounts, payload.address)
          requests.push({ method: 'signPayload', origin })
          return prompt('signPayload', () => {
            const registry = new TypeRegistry()
            registry.setSignedExtensions(payload.signedExtensions)
            const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, {
              version: payload.version,
            })
            return { id: ++nextId, signature: extrinsicPayload.sign(pair).signature }
          })
        },
        async signRaw(raw) {
          requireAccess()
          const { pair } = findAccount(accounts, raw.address)
          requests.push({ method: 'signRaw', origin })
          const data = isHex(raw.data) ? hexToU8a(raw.data) : u8aToU8a(raw.data)
          return prompt('signRaw', () => ({
            id: ++nextId,
            signature: u8aToHex(pair.sign(u8aWrapBytes(data))),
          }))
        },
      },
      metadata: { get: async () => [], provide: async () => false },
    }
  }

  const provider: InjectedWindowProvider = {
    version,
    async enable(originName) {
      if (typeof originName !== 'string' || originName.length === 0) {
        throw new Error('No origin name given to enable(originName)')
      }
      requests.push({ method: 'enable', origin: originName })
      if (!authorized.has(originName)) await prompt('enable', () => authorized.add(originName))
      return injectedFor(originName)
    },
  }

  return {
    name,
    version,
    provider,
    get accounts() {
      return accounts
    },
    get authorized() {
      return [...authorized]
    },
    get pendingCount() {
      return stalled.size
    },
    requests,
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
    revoke() {
      authorized.clear()
    },
    async setAccounts(specs) {
      accounts = await derivePolkadotTestAccounts(specs)
      const list = injectedAccounts()
      for (const callback of [...subscribers]) void Promise.resolve(callback(list)).catch(() => undefined)
    },
    emitAccounts(list) {
      for (const callback of [...subscribers]) {
        void Promise.resolve(callback([...list])).catch(() => undefined)
      }
    },
  }
}
