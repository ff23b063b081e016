import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import type { StorageBackend } from './StorageBackend.js'
import { withMemoryFallback } from './withMemoryFallback.js'

function flakyBackend() {
  const inner = createMemoryStorageBackend()
  let failing = false
  const backend: StorageBackend = {
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      if (failing) throw new Error('QuotaExceededError')
      inner.setItem(key, value)
    },
    removeItem: (key) => inner.removeItem(key),
    keys: () => inner.keys?.() ?? [],
  }
  return { inner, backend, fail: (value: boolean) => (failing = value) }
}

describe('withMemoryFallback', () => {
  it('writes through to the primary backend while it works', () => {
    const { inner, backend } = flakyBackend()
    withMemoryFallback(backend).setItem('k', 'v')
    expect(inner.getItem('k')).toBe('v')
  })

  it('serves a refused write from memory instead of the stale primary value', () => {
    const { inner, backend, fail } = flakyBackend()
    const safe = withMemoryFallback(backend)
    safe.setItem('k', 'old')
    fail(true)
    safe.setItem('k', 'new')
    expect(inner.getItem('k')).toBe('old')
    expect(safe.getItem('k')).toBe('new')
    expect(safe.keys?.()).toEqual(['k'])
  })

  it('returns to the primary once it accepts writes again', () => {
    const { inner, backend, fail } = flakyBackend()
    const safe = withMemoryFallback(backend)
    fail(true)
    safe.setItem('k', 'memory')
    fail(false)
    safe.setItem('k', 'primary')
    expect(inner.getItem('k')).toBe('primary')
    expect(safe.getItem('k')).toBe('primary')
  })

  it('removes a key from both memory and primary', () => {
    const { backend, fail } = flakyBackend()
    const safe = withMemoryFallback(backend)
    safe.setItem('a', '1')
    fail(true)
    safe.setItem('b', '2')
    safe.removeItem('a')
    safe.removeItem('b')
    expect(safe.getItem('a')).toBeNull()
    expect(safe.getItem('b')).toBeNull()
  })
})
