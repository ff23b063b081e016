import { createCookieStorageBackend } from './createCookieStorageBackend.js'
import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import { createStorage } from './createStorage.js'
import { parseCookieHeader } from './parseCookieHeader.js'

/** `document.cookie`'s behaviour: each write sets or (Max-Age=0) deletes one cookie; reading joins them. */
function cookieJar() {
  const cookies = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
  }
}

describe('createCookieStorageBackend', () => {
  it('keeps the SSR keys in cookies and every other key in the fallback', () => {
    const jar = cookieJar()
    const fallback = createMemoryStorageBackend()
    const storage = createStorage({ backend: createCookieStorageBackend({ document: jar, fallback }) })
    storage.set('connected-connector-ids', { eip155: 'io.metamask' })
    storage.set('connected-addresses', { eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    storage.set('recent-wallets', [{ id: 'io.metamask', name: 'MetaMask' }])

    const cookies = parseCookieHeader(jar.cookie)
    expect([...cookies.keys()].sort()).toEqual([
      '@walletport/connected-addresses',
      '@walletport/connected-connector-ids',
    ])
    expect(JSON.parse(cookies.get('@walletport/connected-connector-ids')!)).toEqual({
      v: 1,
      value: { eip155: 'io.metamask' },
    })
    expect(fallback.getItem('@walletport/recent-wallets')).toContain('MetaMask')
    expect(jar.writes[0]).toMatch(/; Max-Age=2592000; Path=\/; SameSite=Lax$/)
    expect(storage.get('connected-connector-ids')).toEqual({ eip155: 'io.metamask' })
  })

  it('removes a cookie with Max-Age=0, and clear() empties both places', () => {
    const jar = cookieJar()
    const fallback = createMemoryStorageBackend()
    const storage = createStorage({ backend: createCookieStorageBackend({ document: jar, fallback }) })
    storage.set('active-caip-network-id', 'eip155:1')
    storage.set('email', 'alice@example.com')
    storage.remove('active-caip-network-id')
    expect(jar.cookie).toBe('')
    storage.set('active-caip-network-id', 'eip155:1')
    storage.clear()
    expect(jar.cookie).toBe('')
    expect(fallback.getItem('@walletport/email')).toBeNull()
  })

  it('reads a tampered cookie as absent and deletes it', () => {
    const jar = cookieJar()
    jar.cookie = `${encodeURIComponent('@walletport/connected-addresses')}=${encodeURIComponent('{"v":1,"value":{"eip155":""}}')}`
    const storage = createStorage({
      backend: createCookieStorageBackend({ document: jar, fallback: createMemoryStorageBackend() }),
    })
    expect(storage.get('connected-addresses')).toBeUndefined()
    expect(jar.cookie).toBe('')
  })

  it('reads and writes nothing without a document (a server)', () => {
    const backend = createCookieStorageBackend({ fallback: createMemoryStorageBackend() })
    backend.setItem('@walletport/connected-connector-ids', '{}')
    expect(backend.getItem('@walletport/connected-connector-ids')).toBeNull()
  })
})

describe('parseCookieHeader', () => {
  it('skips malformed pairs and encodings, and keeps the first of a repeated name', () => {
    expect([...parseCookieHeader('a=1; =2; b; c=%E0%A4%A; a=3; d=x%3Dy')]).toEqual([
      ['a', '1'],
      ['d', 'x=y'],
    ])
    expect(parseCookieHeader(undefined).size).toBe(0)
  })
})
