import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import { createStorage } from './createStorage.js'
import { getLocalStorageBackend } from './getLocalStorageBackend.js'

function fakeLocalStorage() {
  const items = new Map<string, string>()
  return {
    items,
    get length() {
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function withWindow(value: unknown, run: () => void) {
  Object.defineProperty(globalThis, 'window', { value, configurable: true })
  try {
    run()
  } finally {
    Reflect.deleteProperty(globalThis, 'window')
  }
}

describe('getLocalStorageBackend', () => {
  it('returns undefined under SSR, where there is no window', () => {
    expect(typeof window).toBe('undefined')
    expect(getLocalStorageBackend()).toBeUndefined()
  })

  it('returns undefined when window has no localStorage', () => {
    withWindow({}, () => expect(getLocalStorageBackend()).toBeUndefined())
  })

  it('returns undefined when reading window.localStorage throws a SecurityError', () => {
    const sandboxed = {}
    Object.defineProperty(sandboxed, 'localStorage', {
      get() {
        throw new Error('SecurityError')
      },
    })
    withWindow(sandboxed, () => expect(getLocalStorageBackend()).toBeUndefined())
  })

  it('returns undefined when localStorage refuses writes (zero quota)', () => {
    const full = {
      ...fakeLocalStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    withWindow({ localStorage: full }, () => expect(getLocalStorageBackend()).toBeUndefined())
  })

  it('wraps a working localStorage, lists its keys and leaves no probe key behind', () => {
    const localStorage = fakeLocalStorage()
    localStorage.setItem('other', 'x')
    withWindow({ localStorage }, () => {
      const backend = getLocalStorageBackend()
      backend?.setItem('@walletport/email', 'v')
      expect(backend?.getItem('@walletport/email')).toBe('v')
      expect(backend?.keys?.()).toEqual(['other', '@walletport/email'])
    })
  })

  it('is what createStorage uses by default in a browser', () => {
    const localStorage = fakeLocalStorage()
    withWindow({ localStorage }, () => {
      createStorage().set('email-login-used', true)
    })
    expect(localStorage.items.get('@walletport/email-login-used')).toBe(JSON.stringify({ v: 1, value: true }))
  })

  it('lets createStorage fall back to memory when localStorage throws', () => {
    withWindow(
      {
        get localStorage() {
          throw new Error('SecurityError')
        },
      },
      () => {
        const storage = createStorage()
        storage.set('email', 'alice@example.com')
        expect(storage.get('email')).toBe('alice@example.com')
      },
    )
  })
})

describe('createMemoryStorageBackend', () => {
  it('starts from the given items and returns null for a missing key', () => {
    const backend = createMemoryStorageBackend({ a: '1' })
    expect(backend.getItem('a')).toBe('1')
    expect(backend.getItem('b')).toBeNull()
    backend.removeItem('a')
    expect(backend.keys?.()).toEqual([])
  })
})
