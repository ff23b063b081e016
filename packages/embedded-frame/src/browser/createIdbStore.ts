import { createMemoryStore, type KeyValueStore } from '../runtime/KeyValueStore.js'

const DATABASE = '@walletport-wallet/frame'
const STORE = 'keyval'

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

/**
 * IndexedDB of the frame's origin (partitioned per top-level site by the browser), values by structured clone.
 * A browser that denies a third-party frame any storage (third-party cookies blocked, some private modes) gets a
 * memory store: the wallet works for this page, and the next load is a new device.
 */
export async function createFrameStore(): Promise<{ store: KeyValueStore; persistent: boolean }> {
  try {
    return { store: createIdbStore(await openDatabase()), persistent: true }
  } catch {
    return { store: createMemoryStore(), persistent: false }
  }
}

function createIdbStore(database: IDBDatabase): KeyValueStore {
  const opened = Promise.resolve(database)
  const run = async <T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>) =>
    request(operation((await opened).transaction(STORE, mode).objectStore(STORE)))
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key))
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
  }
}
