import fc from 'fast-check'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortClient,
  WalletPortError,
} from '../../src/index.js'
import { localEvm, localEvm2, localSolana } from '../../src/networks/index.js'
import { createScriptedAdapter, type ScriptedAnswer, type ScriptedMethod } from '../createScriptedAdapter.js'
import { brokenInvariant } from './clientInvariants.js'
import { describeBoundary, hostileValue } from './fuzzBoundary.js'

// The client model test: random concurrent sequences of connect / disconnect / switch / sign / cancel against
// wallets that approve, refuse, stall, throw anything or answer garbage, answer late, and send malformed events.
// After every step: the state invariants hold, every operation older than its time-out has settled, every
// rejection is a WalletPortError, and no promise rejection went unhandled. Time is jest's fake clock.

/** Every wallet call's time-out, in fake milliseconds. */
const T = 100
/** An operation may first wait for the one it supersedes (a connect after a disconnect in flight). */
const SETTLE_BOUND = 2 * T + 10

const SAMPLE_SEQUENCES = 40
const sequences = Number(process.env.WALLETPORT_MODEL_SEQUENCES) || SAMPLE_SEQUENCES

const ADDRESS = /^mem[0-9a-f]{4,}$/
const configured = new Set([localEvm.caipNetworkId, localEvm2.caipNetworkId, localSolana.caipNetworkId])

const answer: fc.Arbitrary<ScriptedAnswer> = fc.oneof(
  { arbitrary: fc.constant('approve' as const), weight: 4 },
  { arbitrary: fc.constantFrom('reject' as const, 'stall' as const), weight: 2 },
  { arbitrary: hostileValue().map((value) => ({ throw: value })), weight: 1 },
  { arbitrary: hostileValue().map((value) => ({ resolve: value })), weight: 1 },
)

type Namespace = 'eip155' | 'solana'
const namespace = fc.constantFrom<Namespace>('eip155', 'solana')

type Step =
  | { kind: 'script'; namespace: Namespace; method: ScriptedMethod; answer: ScriptedAnswer }
  | { kind: 'connect'; connectorId: 'mm' | 'rabby' | 'phantom' }
  | { kind: 'disconnect'; namespace: Namespace | undefined }
  | { kind: 'switch'; to: 0 | 1 | 2 }
  | { kind: 'sign'; namespace: Namespace }
  | { kind: 'cancel'; namespace: Namespace }
  | {
      kind: 'event'
      namespace: Namespace
      event: 'accountsChanged' | 'networkChanged' | 'disconnected'
      payload: unknown
    }
  | { kind: 'late'; namespace: Namespace; approve: boolean }
  | { kind: 'wait'; ms: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('script' as const),
      namespace,
      method: fc.constantFrom<ScriptedMethod>('connect', 'disconnect', 'signMessage', 'switchNetwork'),
      answer,
    }),
    weight: 4,
  },
  fc.record({
    kind: fc.constant('connect' as const),
    connectorId: fc.constantFrom('mm' as const, 'rabby' as const, 'phantom' as const),
  }),
  fc.record({
    kind: fc.constant('disconnect' as const),
    namespace: fc.option(namespace, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('switch' as const),
    to: fc.constantFrom(0 as const, 1 as const, 2 as const),
  }),
  fc.record({ kind: fc.constant('sign' as const), namespace }),
  fc.record({ kind: fc.constant('cancel' as const), namespace }),
  fc.record({
    kind: fc.constant('event' as const),
    namespace,
    event: fc.constantFrom('accountsChanged' as const, 'networkChanged' as const, 'disconnected' as const),
    payload: fc.oneof(
      fc.constantFrom(
        [{ address: 'mem0abc', type: 'eoa' }],
        [],
        'eip155:31338',
        'eip155:NaN',
        'solana:localnet',
        undefined,
      ),
      hostileValue(),
    ),
  }),
  fc.record({ kind: fc.constant('late' as const), namespace, approve: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * T }) }),
)

interface Started {
  label: string
  at: number
  settled: boolean
  error?: unknown
}

function track(started: Started[], label: string, run: () => Promise<unknown>): void {
  const entry: Started = { label, at: Date.now(), settled: false }
  started.push(entry)
  let promise: Promise<unknown>
  try {
    promise = run()
  } catch (error) {
    entry.settled = true
    entry.error = error
    return
  }
  promise.then(
    () => {
      entry.settled = true
    },
    (error: unknown) => {
      entry.settled = true
      entry.error = error
    },
  )
}

function violation(client: WalletPortClient, started: readonly Started[]): string | undefined {
  const broken = brokenInvariant(client.getState(), configured, (address) => ADDRESS.test(address))
  if (broken) return broken
  const now = Date.now()
  for (const entry of started) {
    if (!entry.settled && now - entry.at > SETTLE_BOUND)
      return `${entry.label} still pending after ${now - entry.at} ms`
    if (entry.settled && entry.error !== undefined && !(entry.error instanceof WalletPortError))
      return `${entry.label} rejected with ${String(entry.error)}, not a WalletPortError`
  }
  return undefined
}

async function runSequence(steps: readonly Step[]): Promise<boolean> {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] })
  const evm = createScriptedAdapter({ networks: [localEvm, localEvm2], connectors: ['mm', 'rabby'] })
  const solana = createScriptedAdapter({
    namespace: 'solana',
    networks: [localSolana],
    connectors: ['phantom'],
    accounts: ['mem5011'],
  })
  const wallets = { eip155: evm.wallet, solana: solana.wallet } as const
  const networks = [localEvm, localEvm2, localSolana] as const
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: [...networks],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    timeouts: {
      init: T,
      reconnect: T,
      connect: T,
      disconnect: T,
      switchNetwork: T,
      signMessage: T,
      sendTransaction: T,
    },
  })
  const started: Started[] = []
  const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) =>
    spy.mockImplementation(() => {}),
  )
  try {
    await jest.advanceTimersByTimeAsync(T + 1)
    await client.ready
    for (const [index, current] of steps.entries()) {
      switch (current.kind) {
        case 'script':
          wallets[current.namespace].set(current.method, current.answer)
          break
        case 'connect':
          track(started, `connect ${current.connectorId}`, () =>
            client.connect({
              connectorId: current.connectorId,
              namespace: current.connectorId === 'phantom' ? 'solana' : 'eip155',
            }),
          )
          break
        case 'disconnect':
          track(started, `disconnect ${current.namespace ?? 'all'}`, () =>
            client.disconnect(current.namespace ? { namespace: current.namespace } : undefined),
          )
          break
        case 'switch':
          track(started, `switch to ${networks[current.to].caipNetworkId}`, () =>
            client.switchNetwork(networks[current.to]),
          )
          break
        case 'sign':
          track(started, `sign on ${current.namespace}`, () =>
            client.signMessage({ message: 'hello', namespace: current.namespace }),
          )
          break
        case 'cancel':
          client.cancelConnect({ namespace: current.namespace })
          break
        case 'event':
          wallets[current.namespace].emit(current.event, current.payload)
          break
        case 'late': {
          const call = wallets[current.namespace].pending[0]
          if (current.approve) call?.approve()
          else call?.reject()
          break
        }
        case 'wait':
          await jest.advanceTimersByTimeAsync(current.ms)
          break
      }
      await jest.advanceTimersByTimeAsync(1)
      const broken = violation(client, started)
      if (broken) throw new Error(`step ${index} (${current.kind}): ${broken}`)
    }
    await jest.advanceTimersByTimeAsync(SETTLE_BOUND + 1)
    const broken = violation(client, started)
    if (broken) throw new Error(`at the end: ${broken}`)
    if (started.some((entry) => !entry.settled)) throw new Error('an operation never settled')
    await new Promise((resolve) => setImmediate(resolve))
    if (unhandled.length > 0) throw new Error(`unhandled rejection: ${String(unhandled[0])}`)
    return true
  } finally {
    client.destroy()
    for (const spy of spies) spy.mockRestore()
    jest.useRealTimers()
    process.off('unhandledRejection', onUnhandled)
  }
}

describeBoundary('client model', {
  'random concurrent connect / disconnect / switch / sign with failing, stalling and malformed wallets': {
    runs: sequences,
    property: () =>
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40, size: 'max' }), runSequence),
  },
})
