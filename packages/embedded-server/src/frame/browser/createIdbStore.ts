import type { KeyValueStore } from '../runtime/KeyValueStore.js'

const DATABASE = '@walletport-wallet/frame'
const STORE = 'keyval'

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

/** IndexedDB of the frame's origin (partitioned per top-level site by the browser); values by structured clone. */
export function createIdbStore(): KeyValueStore {
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
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
