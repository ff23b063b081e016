import fc from 'fast-check'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type StorageKey,
  storageKeys,
  WalletPortError,
} from '../../src/index.js'
import { localEvm, localSolana } from '../../src/networks/index.js'
import { createMemoryAdapter } from '../../src/testing/createMemoryAdapter.js'
import { describeBoundary, hostileString, prototypeUntouched } from './fuzzBoundary.js'

const keys = Object.keys(storageKeys) as StorageKey[]

/** Values of the right shape for each key, for the fuzzer to start from. */
const validSamples: unknown[] = [
  true,
  'a@b.co',
  'alice',
  1_700_000_000_000,
  'eip155:1',
  '1,10',
  [{ id: 'mm', name: 'MetaMask', imageUrl: 'data:image/png;base64,AA' }],
  { eip155: 'memory', solana: 'memory' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'google',
]

const storedValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(...validSamples),
  fc.dictionary(fc.oneof(hostileString(), fc.constantFrom('eip155', 'solana', '__proto__')), fc.jsonValue(), {
    maxKeys: 4,
  }),
  fc.array(fc.record({ id: hostileString(), name: hostileString(), imageUrl: hostileString() }), {
    maxLength: 12,
  }),
)

/** What a page script or an older version could leave under a key. */
const rawText: fc.Arbitrary<string> = fc.oneof(
  hostileString(),
  fc
    .tuple(fc.oneof(fc.constant(1), fc.integer(), fc.double()), storedValue)
    .map(([v, value]) => JSON.stringify({ v, value })),
  storedValue.map(
    (value) => `{"v":1,"__proto__":{"polluted":true},"value":${JSON.stringify(value) ?? 'null'}}`,
  ),
)

describeBoundary('storage', {
  'any stored text: get never throws, gives a value set accepts again or removes it; no pollution': {
    property: () =>
      fc.property(fc.constantFrom(...keys), rawText, (key, raw) => {
        const backend = createMemoryStorageBackend()
        const storage = createStorage({ backend })
        backend.setItem(`@walletport/${key}`, raw)
        const value = storage.get(key)
        if (!prototypeUntouched()) return false
        if (value === undefined) return backend.getItem(`@walletport/${key}`) === null
        storage.set(key, value)
        return true
      }),
  },
  'set: a value its schema refuses throws and writes nothing; an accepted one reads back the same': {
    property: () =>
      fc.property(
        fc.constantFrom(...keys),
        storedValue,
        fc.option(rawText, { nil: undefined }),
        (key, value, before) => {
          const backend = createMemoryStorageBackend()
          const storage = createStorage({ backend })
          if (before !== undefined) backend.setItem(`@walletport/${key}`, before)
          try {
            storage.set(key, value as never)
          } catch (error) {
            return (
              error instanceof WalletPortError && backend.getItem(`@walletport/${key}`) === (before ?? null)
            )
          }
          const written = backend.getItem(`@walletport/${key}`)
          const read = storage.get(key)
          if (read === undefined) return false
          storage.set(key, read)
          return backend.getItem(`@walletport/${key}`) === written && prototypeUntouched()
        },
      ),
  },
  'corrupt storage never blocks start-up: ready resolves, and connected means an address': {
    weight: 0.02,
    property: () =>
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), rawText), { maxLength: 6 }),
        async (entries) => {
          const backend = createMemoryStorageBackend(
            Object.fromEntries(entries.map(([key, raw]) => [`@walletport/${key}`, raw])),
          )
          const client = createWalletPort({
            adapters: [
              createMemoryAdapter({ networks: [localEvm] }),
              createMemoryAdapter({ namespace: 'solana', networks: [localSolana] }),
            ],
            networks: [localEvm, localSolana],
            storage: createStorage({ backend }),
            enableWalletConnect: false,
          })
          try {
            await client.ready
            const state = client.getState()
            return (
              state.initialized &&
              Object.values(state.chains).every(
                (chain) =>
                  (chain?.accountState.status === 'connected') ===
                  (chain?.accountState.address !== undefined && chain.connectorId !== undefined),
              ) &&
              prototypeUntouched()
            )
          } finally {
            client.destroy()
          }
        },
      ),
  },
})
