import * as z from 'zod/mini'
import { namespaceViolation } from '../caip/grammar.js'
import { MAX_RECENT_WALLETS } from '../connectors/addRecentWallet.js'
import { isSafeImageUrl } from '../connectors/isSafeImageUrl.js'
import { emailSchema, socialProviderSchema } from '../schemas/auth.js'
import { caipNetworkIdSchema } from '../schemas/chain.js'
import { nonNegativeIntegerSchema } from '../schemas/integerSchema.js'
import { siwxSessionSchema } from '../schemas/siwx.js'
import type { StorageCodec } from './defineStorageKey.js'
import { storageKeys } from './storageKeys.js'

// The zod schemas the hand codecs replaced (reading storage at start-up loads no zod): both must accept and
// refuse the same stored values and give back the same values.
const nonEmpty = z.string().check(z.minLength(1))
const zodSchemas: Record<keyof typeof storageKeys, z.core.$ZodType> = {
  'email-login-used': z.boolean(),
  email: emailSchema,
  'social-username': nonEmpty,
  'last-email-login-time': nonNegativeIntegerSchema,
  'last-used-chain-id': z.union([caipNetworkIdSchema, nonNegativeIntegerSchema]),
  'smart-account-enabled-networks': z.codec(
    z.string().check(z.regex(/^(\d+(,\d+)*)?$/)),
    z.array(nonNegativeIntegerSchema),
    {
      decode: (joined) => (joined === '' ? [] : joined.split(',').map(Number)),
      encode: (numbers) => numbers.join(','),
    },
  ),
  'recent-wallets': z
    .array(
      z.object({
        id: nonEmpty,
        name: nonEmpty,
        rdns: z.optional(nonEmpty),
        imageUrl: z.optional(z.string().check(z.refine(isSafeImageUrl))),
      }),
    )
    .check(z.maxLength(MAX_RECENT_WALLETS)),
  'connected-connector-ids': z.record(
    z.string().check(z.refine((namespace) => namespaceViolation(namespace) === undefined)),
    nonEmpty,
  ),
  'connected-addresses': z.record(
    z.string().check(z.refine((namespace) => namespaceViolation(namespace) === undefined)),
    z.string().check(z.minLength(1), z.maxLength(128)),
  ),
  'active-accounts': z.record(
    z.string().check(z.refine((namespace) => namespaceViolation(namespace) === undefined)),
    z.record(nonEmpty, z.string().check(z.minLength(1), z.maxLength(128))),
  ),
  'announced-disconnect': z.object({
    id: nonEmpty,
    namespaces: z.array(
      z.string().check(z.refine((namespace) => namespaceViolation(namespace) === undefined)),
    ),
  }),
  'active-caip-network-id': caipNetworkIdSchema,
  'siwx-sessions': z.array(siwxSessionSchema),
  'social-provider': socialProviderSchema,
  'legal-accepted': z.strictObject({
    termsConditionsUrl: z.optional(z.string()),
    privacyPolicyUrl: z.optional(z.string()),
  }),
}

const session = {
  data: {
    chainId: 'eip155:1',
    nonce: 'n0nce123',
    domain: 'a.example',
    uri: 'https://a.example',
    version: '1',
    accountAddress: '0xabc',
    statement: 'hi',
    resources: ['https://a.example/r'],
  },
  message: 'a.example wants you to sign in',
  signature: '0x01',
}

const stored: Record<keyof typeof storageKeys, unknown[]> = {
  'email-login-used': [true, false, 'true', 1, null, undefined],
  email: [
    'alice@example.com',
    'a.b+c@mail.example.org',
    'alice',
    'a..b@example.com',
    '.a@example.com',
    '',
    5,
  ],
  'social-username': ['alice', '', 3, null],
  'last-email-login-time': [0, 1_700_000_000_000, -1, 1.5, Number.NaN, '5', Number.MAX_SAFE_INTEGER + 2],
  'last-used-chain-id': [
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    1,
    0,
    -1,
    '1',
    'EIP155:1',
    '',
  ],
  'smart-account-enabled-networks': ['1,137', '', '1', '1,,2', '1.5', 'a', [1, 2], 5, '99999999999999999999'],
  'recent-wallets': [
    [],
    [{ id: 'a', name: 'A' }],
    [{ id: 'a', name: 'A', rdns: 'io.a', imageUrl: 'https://a.example/i.png', extra: 1 }],
    [{ id: 'a', name: 'A', imageUrl: 'javascript:alert(1)' }],
    [{ id: 'a' }],
    [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ],
    [{ id: '', name: 'A' }],
    'a',
    [null],
  ],
  'connected-connector-ids': [
    {},
    { eip155: 'io.metamask' },
    { EIP155: 'x' },
    { eip155: '' },
    { eip155: 1 },
    [],
    null,
  ],
  'connected-addresses': [
    {},
    { eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    { EIP155: '0xabc' },
    { eip155: '' },
    { eip155: 'x'.repeat(129) },
    { eip155: 1 },
    [],
    null,
  ],
  'active-accounts': [
    {},
    { polkadot: { 'polkadot-js': '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' } },
    { polkadot: {} },
    { POLKADOT: { 'polkadot-js': '5FHne' } },
    { polkadot: { '': '5FHne' } },
    { polkadot: { 'polkadot-js': '' } },
    { polkadot: { 'polkadot-js': 'x'.repeat(129) } },
    { polkadot: '5FHne' },
    { polkadot: { 'polkadot-js': 7 } },
    [],
    null,
  ],
  'legal-accepted': [
    {},
    { termsConditionsUrl: 'https://a.example/terms' },
    { termsConditionsUrl: 'https://a.example/terms', privacyPolicyUrl: 'https://a.example/p', extra: 1 },
    { privacyPolicyUrl: 5 },
    { termsConditionsUrl: null },
    true,
    'accepted',
    [],
    null,
  ],
  'announced-disconnect': [
    { id: 'a1', namespaces: ['eip155', 'solana'] },
    { id: 'a1', namespaces: [] },
    { id: 'a1', namespaces: ['solana'], extra: true },
    { id: '', namespaces: ['eip155'] },
    { id: 'a1', namespaces: ['EIP155'] },
    { id: 'a1', namespaces: 'eip155' },
    { id: 'a1' },
    null,
  ],
  'active-caip-network-id': ['eip155:1', 'eip155', '', 'eip155:1:extra', 1],
  'siwx-sessions': [
    [],
    [session],
    [{ ...session, cacao: { h: { t: 'caip122' } } }],
    [{ ...session, signature: '' }],
    [{ ...session, data: { ...session.data, chainId: 'nope' } }],
    [{ ...session, data: { ...session.data, resources: 'x' } }],
    [{ message: 'm' }],
    {},
  ],
  'social-provider': ['google', 'x', 'farcaster', '', null],
}

describe('storageKeys (hand codecs, no zod at start-up)', () => {
  for (const key of Object.keys(stored) as (keyof typeof storageKeys)[]) {
    it.each(stored[key].map((value) => [JSON.stringify(value) ?? String(value), value]))(
      `${key}: reads %s as zod does`,
      (_, value) => {
        const codec = storageKeys[key].schema as StorageCodec<unknown>
        const mine = codec.decode(value)
        const theirs = z.safeDecode(zodSchemas[key], value)
        expect(mine.ok).toBe(theirs.success)
        if (mine.ok && theirs.success) expect(mine.value).toEqual(theirs.data)
      },
    )
  }

  it('writes what zod writes, and refuses what it refuses', () => {
    const values: [keyof typeof storageKeys, unknown][] = [
      ['smart-account-enabled-networks', [1, 137]],
      ['smart-account-enabled-networks', []],
      ['smart-account-enabled-networks', [1.5]],
      ['smart-account-enabled-networks', 'x'],
      ['recent-wallets', [{ id: 'a', name: 'A' }]],
      ['email', 'alice'],
      ['active-caip-network-id', 'eip155:10'],
    ]
    for (const [key, value] of values) {
      const mine = (storageKeys[key].schema as StorageCodec<unknown>).encode(value)
      const theirs = z.safeEncode(zodSchemas[key], value as never)
      expect([key, mine.ok]).toEqual([key, theirs.success])
      if (mine.ok && theirs.success) expect(mine.value).toEqual(theirs.data)
    }
  })
})
