import { z } from 'zod'
import { SchemaValidationError } from '../errors/schemas.js'
import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import { createStorage } from './createStorage.js'
import { defineStorageKey } from './defineStorageKey.js'
import type { StorageBackend } from './StorageBackend.js'

function envelope(value: unknown, v = 1): string {
  return JSON.stringify({ v, value })
}

function setup(initial: Record<string, string> = {}) {
  const backend = createMemoryStorageBackend(initial)
  return { backend, storage: createStorage({ backend }) }
}

describe('createStorage', () => {
  describe('SSR', () => {
    it('runs without window or localStorage, keeping values in memory', () => {
      expect(typeof window).toBe('undefined')
      const storage = createStorage()
      storage.set('email', 'alice@example.com')
      expect(storage.get('email')).toBe('alice@example.com')
    })

    it('gives each storage its own memory, with no state shared between instances', () => {
      const first = createStorage()
      const second = createStorage()
      first.set('email-login-used', true)
      expect(second.get('email-login-used')).toBeUndefined()
    })

    it('uses a fake backend passed by the app instead of memory', () => {
      const { backend, storage } = setup()
      storage.set('social-username', 'alice')
      expect(backend.getItem('@walletport/social-username')).toBe(envelope('alice'))
    })
  })

  describe('prefix', () => {
    it("prefixes every key with '@walletport/' by default", () => {
      const { backend, storage } = setup()
      storage.set('recent-wallets', [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }])
      expect(storage.prefix).toBe('@walletport/')
      expect(backend.keys?.()).toEqual(['@walletport/recent-wallets'])
    })

    it('applies a custom prefix', () => {
      const backend = createMemoryStorageBackend()
      const storage = createStorage({ backend, prefix: 'myapp:' })
      storage.set('social-provider', 'github')
      expect(backend.getItem('myapp:social-provider')).toBe(envelope('github'))
      expect(storage.get('social-provider')).toBe('github')
    })

    it('does not read a value stored under another prefix', () => {
      const { storage } = setup({ '@appkit-wallet/email': envelope('alice@example.com') })
      expect(storage.get('email')).toBeUndefined()
    })
  })

  describe('round trip of every key', () => {
    it('reads back what was written for each spec and client key', () => {
      const { storage } = setup()
      const session = {
        data: {
          chainId: 'eip155:1' as const,
          accountAddress: '0x1',
          nonce: 'n',
          domain: 'a.example',
          uri: 'https://a.example',
          version: '1',
        },
        message: 'm',
        signature: '0xsig',
      }
      storage.set('email-login-used', true)
      storage.set('email', 'alice@example.com')
      storage.set('social-username', 'alice')
      storage.set('last-email-login-time', 1_700_000_000_000)
      storage.set('last-used-chain-id', 'eip155:137')
      storage.set('recent-wallets', [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B', imageUrl: 'https://i/b.png' },
      ])
      storage.set('connected-connector-ids', { eip155: 'io.metamask', solana: 'phantom' })
      storage.set('active-caip-network-id', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      storage.set('siwx-sessions', [session])
      storage.set('social-provider', 'x')

      expect(storage.get('email-login-used')).toBe(true)
      expect(storage.get('email')).toBe('alice@example.com')
      expect(storage.get('social-username')).toBe('alice')
      expect(storage.get('last-email-login-time')).toBe(1_700_000_000_000)
      expect(storage.get('last-used-chain-id')).toBe('eip155:137')
      expect(storage.get('recent-wallets')).toEqual([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B', imageUrl: 'https://i/b.png' },
      ])
      expect(storage.get('connected-connector-ids')).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
      expect(storage.get('active-caip-network-id')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      expect(storage.get('siwx-sessions')).toEqual([session])
      expect(storage.get('social-provider')).toBe('x')
    })

    it('accepts a numeric last used chain id', () => {
      const { storage } = setup()
      storage.set('last-used-chain-id', 1)
      expect(storage.get('last-used-chain-id')).toBe(1)
    })

    it('stores smart-account enabled networks comma-joined and reads them back as numbers', () => {
      const { backend, storage } = setup()
      storage.set('smart-account-enabled-networks', [1, 137, 8453])
      expect(backend.getItem('@walletport/smart-account-enabled-networks')).toBe(envelope('1,137,8453'))
      expect(storage.get('smart-account-enabled-networks')).toEqual([1, 137, 8453])
    })

    it('reads an empty comma-joined list as no networks', () => {
      const { storage } = setup({ '@walletport/smart-account-enabled-networks': envelope('') })
      expect(storage.get('smart-account-enabled-networks')).toEqual([])
    })

    it('returns undefined for a key never written', () => {
      const { storage } = setup()
      expect(storage.get('email')).toBeUndefined()
    })
  })

  describe('corrupt values', () => {
    it.each(['{not json', '', 'undefined'])('drops and removes corrupt JSON %p', (raw) => {
      const { backend, storage } = setup({ '@walletport/email': raw })
      expect(storage.get('email')).toBeUndefined()
      expect(backend.getItem('@walletport/email')).toBeNull()
    })

    it.each([
      ['a bare value without an envelope', JSON.stringify('alice@example.com')],
      ['an envelope without value', JSON.stringify({ v: 1 })],
      ['an envelope with a string version', JSON.stringify({ v: '1', value: 'alice@example.com' })],
      ['an array', JSON.stringify([1, 'alice@example.com'])],
      ['null', 'null'],
    ])('drops and removes a foreign shape: %s', (_label, raw) => {
      const { backend, storage } = setup({ '@walletport/email': raw })
      expect(storage.get('email')).toBeUndefined()
      expect(backend.getItem('@walletport/email')).toBeNull()
    })

    it.each([
      ['email', envelope('not-an-email')],
      ['email-login-used', envelope('true')],
      ['last-email-login-time', envelope(-5)],
      [
        'recent-wallets',
        envelope([
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ]),
      ],
      ['smart-account-enabled-networks', envelope('1,,2')],
      ['social-provider', envelope('myspace')],
      ['connected-connector-ids', envelope({ EIP155: 'x' })],
      ['siwx-sessions', envelope([{ message: 'm', signature: 's' }])],
    ] as const)('drops and removes a %s value that fails its schema', (key, raw) => {
      const { backend, storage } = setup({ [`@walletport/${key}`]: raw })
      expect(storage.get(key)).toBeUndefined()
      expect(backend.getItem(`@walletport/${key}`)).toBeNull()
    })
  })

  describe('versions', () => {
    it('drops and removes a value written with another version when no migrate fn is given', () => {
      const { backend, storage } = setup({ '@walletport/email': envelope('alice@example.com', 0) })
      expect(storage.get('email')).toBeUndefined()
      expect(backend.getItem('@walletport/email')).toBeNull()
    })

    it('migrates a value of an older version and rewrites it with the current version', () => {
      const keys = {
        wallets: defineStorageKey({
          version: 2,
          schema: z.array(z.string()),
          migrate: (value, fromVersion) => (fromVersion === 1 ? String(value).split('|') : undefined),
        }),
      }
      const backend = createMemoryStorageBackend({ '@walletport/wallets': envelope('a|b', 1) })
      const storage = createStorage({ backend, keys })
      expect(storage.get('wallets')).toEqual(['a', 'b'])
      expect(backend.getItem('@walletport/wallets')).toBe(envelope(['a', 'b'], 2))
    })

    it('drops a value whose migration fails or yields an invalid value', () => {
      const keys = {
        count: defineStorageKey({
          version: 2,
          schema: z.number(),
          migrate: (value) => {
            if (value === 'boom') throw new Error('boom')
            return value
          },
        }),
      }
      const backend = createMemoryStorageBackend({ '@walletport/count': envelope('boom', 1) })
      const storage = createStorage({ backend, keys })
      expect(storage.get('count')).toBeUndefined()
      expect(backend.getItem('@walletport/count')).toBeNull()

      backend.setItem('@walletport/count', envelope('seven', 1))
      expect(storage.get('count')).toBeUndefined()
      expect(backend.getItem('@walletport/count')).toBeNull()
    })
  })

  describe('set', () => {
    it('throws a SchemaValidationError naming the field and writes nothing for an invalid value', () => {
      const { backend, storage } = setup({ '@walletport/recent-wallets': envelope([{ id: 'a', name: 'A' }]) })
      const bad = [{ id: 'b' }] as unknown as { id: string; name: string }[]
      expect(() => storage.set('recent-wallets', bad)).toThrow(SchemaValidationError)
      expect(() => storage.set('recent-wallets', bad)).toThrow('recent-wallets.0.name: Required')
      expect(backend.getItem('@walletport/recent-wallets')).toBe(envelope([{ id: 'a', name: 'A' }]))
    })

    it('refuses more than 2 recent wallets', () => {
      const { backend, storage } = setup()
      const three = [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ]
      expect(() => storage.set('recent-wallets', three)).toThrow('recent-wallets: Invalid input')
      expect(backend.getItem('@walletport/recent-wallets')).toBeNull()
    })

    it('refuses an invalid e-mail, a fractional network number and a non-CAIP network id', () => {
      const { storage } = setup()
      expect(() => storage.set('email', 'alice')).toThrow('email: Invalid input')
      expect(() => storage.set('smart-account-enabled-networks', [1.5])).toThrow(
        'smart-account-enabled-networks.0: Invalid input',
      )
      expect(() => storage.set('active-caip-network-id', '1' as `${string}:${string}`)).toThrow(
        'active-caip-network-id: Invalid input',
      )
    })

    it('refuses a key that is not in the key map', () => {
      const { storage } = setup()
      expect(() => storage.set('nope' as 'email', 'alice@example.com')).toThrow('Unknown storage key "nope"')
      expect(() => storage.set('nope' as 'email', 'alice@example.com')).toThrow(
        expect.objectContaining({
          details: expect.stringMatching(/^Expected one of .*email.*, received "nope"$/),
        }),
      )
      expect(storage.get('nope' as 'email')).toBeUndefined()
    })
  })

  describe('remove and clear', () => {
    it('remove deletes one key', () => {
      const { backend, storage } = setup()
      storage.set('email', 'alice@example.com')
      storage.set('social-provider', 'google')
      storage.remove('email')
      expect(storage.get('email')).toBeUndefined()
      expect(backend.getItem('@walletport/social-provider')).toBe(envelope('google'))
    })

    it('clear removes only keys under our prefix, including ones no longer in the key map', () => {
      const { backend, storage } = setup({
        '@walletport/old-key': 'x',
        '@appkit-wallet/email': 'keep',
        theme: 'keep',
      })
      storage.set('email', 'alice@example.com')
      storage.set('recent-wallets', [])
      storage.clear()
      expect(backend.keys?.().sort()).toEqual(['@appkit-wallet/email', 'theme'])
    })

    it('clear removes the known keys on a backend that cannot list its keys', () => {
      const items = new Map<string, string>([['other', 'keep']])
      const backend: StorageBackend = {
        getItem: (key) => items.get(key),
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      }
      const storage = createStorage({ backend })
      storage.set('email', 'alice@example.com')
      storage.clear()
      expect([...items.keys()]).toEqual(['other'])
    })

    it('clear with an empty prefix touches only the known keys', () => {
      const backend = createMemoryStorageBackend({ unrelated: 'keep' })
      const storage = createStorage({ backend, prefix: '' })
      storage.set('email', 'alice@example.com')
      storage.clear()
      expect(backend.keys?.()).toEqual(['unrelated'])
    })
  })

  describe('failing backends', () => {
    function throwingBackend(overrides: Partial<StorageBackend>): StorageBackend {
      return { ...createMemoryStorageBackend(), ...overrides }
    }

    it('survives a backend that throws on setItem, keeping the value in memory', () => {
      const backend = throwingBackend({
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      })
      const storage = createStorage({ backend })
      expect(() => storage.set('email', 'alice@example.com')).not.toThrow()
      expect(storage.get('email')).toBe('alice@example.com')
    })

    it('survives a backend that throws on every call', () => {
      const fail = () => {
        throw new Error('SecurityError')
      }
      const storage = createStorage({
        backend: { getItem: fail, setItem: fail, removeItem: fail, keys: fail },
      })
      expect(storage.get('email')).toBeUndefined()
      storage.set('email', 'alice@example.com')
      expect(storage.get('email')).toBe('alice@example.com')
      storage.clear()
      expect(storage.get('email')).toBeUndefined()
    })
  })
})
