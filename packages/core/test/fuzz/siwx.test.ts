import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import {
  checkSiwxSession,
  formatSiwxMessage,
  InvalidSiwxMessageError,
  type IssuedSiwxRequest,
  type SiwxSession,
  SiwxSessionRejectedError,
} from '../../src/index.js'
import { describeBoundary, hostileString, hostileValue } from './fuzzBoundary.js'

const MAX_LIFETIME_SECONDS = 86_400
const KEY = 'fuzz-signing-key'

const sign = (message: string) => createHmac('sha256', KEY).update(message).digest('hex')
const verify = async (session: SiwxSession) => session.signature === sign(session.message)

const chain = fc.constantFrom(
  { chainId: 'eip155:1', address: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
  { chainId: 'eip155:31337', address: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
  {
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  },
  {
    chainId: 'bip122:000000000019d6689c085ae165831e93',
    address: fc.stringMatching(/^bc1[02-9ac-hj-np-z]{39}$/),
  },
)

const statement = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,!?'()*+;=:/@-]{0,60}$/)

const domain = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}(\.[a-z]{2,6}){1,2}(:[0-9]{2,5})?$/)
const webUrl = fc
  .tuple(
    fc.constantFrom('https', 'http'),
    domain,
    fc.stringMatching(/^(\/[A-Za-z0-9._~%!$&'()*+,;=:@-]{0,12}){0,3}(\?[A-Za-z0-9=&]{0,12})?$/),
  )
  .map(([scheme, host, path]) => `${scheme}://${host}${path}`)

const requestFields = {
  nonce: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
  domain,
  uri: webUrl,
  version: fc.constant('1'),
  issuedAtMs: fc.integer({ min: Date.UTC(2030, 0, 1), max: Date.UTC(2031, 0, 1) }),
  lifetimeMs: fc.integer({ min: 1_000, max: MAX_LIFETIME_SECONDS * 1000 }),
  statement: fc.option(statement, { nil: undefined }),
  requestId: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), { nil: undefined }),
  resources: fc.option(fc.array(webUrl, { maxLength: 3 }), { nil: undefined }),
}

/** A request as the client issues it, and an account; times in ms around 2030. */
const request = fc
  .tuple(
    chain,
    fc.record(requestFields, {
      requiredKeys: ['nonce', 'domain', 'uri', 'version', 'issuedAtMs', 'lifetimeMs'],
    }),
  )
  .chain(([{ chainId, address }, fields]) =>
    address.map((accountAddress) => ({ chainId, accountAddress, ...fields })),
  )

function issue(r: fc.Arbitrary<unknown> extends never ? never : Record<string, unknown>) {
  const { issuedAtMs, lifetimeMs, ...fields } = r as { issuedAtMs: number; lifetimeMs: number } & Record<
    string,
    unknown
  >
  const data = Object.fromEntries(
    Object.entries({
      ...fields,
      issuedAt: new Date(issuedAtMs).toISOString(),
      expirationTime: new Date(issuedAtMs + lifetimeMs).toISOString(),
    }).filter(([, value]) => value !== undefined),
  ) as IssuedSiwxRequest & { accountAddress: string; issuedAt: string }
  const message = formatSiwxMessage(data)
  const session: SiwxSession = { data, message, signature: sign(message) }
  return { issued: { ...data }, session, now: issuedAtMs + Math.floor(lifetimeMs / 2) }
}

const FIELDS = [
  'chainId',
  'accountAddress',
  'nonce',
  'domain',
  'uri',
  'version',
  'issuedAt',
  'expirationTime',
  'statement',
  'requestId',
  'resources',
]

type Mutation =
  | { kind: 'none' }
  | { kind: 'field'; field: string; noise: string }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'message'; at: number; noise: string }
  | { kind: 'signature'; value: unknown }
  | { kind: 'lifetime'; extraMs: number }
  | { kind: 'expired'; afterMs: number }
  | { kind: 'garbage'; value: unknown }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constant('field' as const),
    field: fc.constantFrom(...FIELDS),
    noise: fc.string({ minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...FIELDS) }),
  fc.record({
    kind: fc.constant('extra' as const),
    field: fc.constantFrom('chainName', 'issuer', '__proto__', 'toString'),
    value: hostileValue(),
  }),
  fc.record({
    kind: fc.constant('message' as const),
    at: fc.nat(),
    noise: fc.string({ minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('signature' as const), value: hostileValue() }),
  fc.record({ kind: fc.constant('lifetime' as const), extraMs: fc.integer({ min: 1, max: 10 ** 12 }) }),
  fc.record({ kind: fc.constant('expired' as const), afterMs: fc.integer({ min: 0, max: 10 ** 10 }) }),
  fc.record({ kind: fc.constant('garbage' as const), value: hostileValue() }),
)

/** The session and clock after `change`; `changed` is false when the change left it as it was. */
function apply(
  { issued, session, now }: ReturnType<typeof issue>,
  change: Mutation,
): { input: unknown; now: number; issued: IssuedSiwxRequest; changed: boolean } {
  const data: Record<string, unknown> = { ...session.data }
  switch (change.kind) {
    case 'none':
      return { input: session, now, issued, changed: false }
    case 'field': {
      const before = data[change.field]
      data[change.field] = Array.isArray(before)
        ? [...before, change.noise]
        : `${before ?? ''}${change.noise}`
      return { input: { ...session, data }, now, issued, changed: true }
    }
    case 'drop': {
      const had = change.field in data
      delete data[change.field]
      return { input: { ...session, data }, now, issued, changed: had }
    }
    case 'extra':
      Object.defineProperty(data, change.field, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      })
      // A `__proto__` key is dropped by the parser and an undefined field is no field, unless its name is one
      // every object inherits (`toString`): then it differs from the request's and the session is refused.
      return {
        input: { ...session, data },
        now,
        issued,
        changed: change.field !== '__proto__' && (change.value !== undefined || change.field === 'toString'),
      }
    case 'message': {
      const at = change.at % (session.message.length + 1)
      const message = session.message.slice(0, at) + change.noise + session.message.slice(at)
      return { input: { ...session, message, signature: sign(message) }, now, issued, changed: true }
    }
    case 'signature':
      return {
        input: { ...session, signature: change.value },
        now,
        issued,
        changed: change.value !== session.signature,
      }
    case 'lifetime': {
      // The signer moved the expiry (to 2999, say) and signed it; the request asked the same far date.
      const expirationTime = new Date(
        Date.parse(issued.issuedAt ?? '') + MAX_LIFETIME_SECONDS * 1000 + change.extraMs,
      ).toISOString()
      const moved = { ...session.data, expirationTime }
      const message = formatSiwxMessage(moved as never)
      return {
        input: { data: moved, message, signature: sign(message) },
        now,
        issued: { ...issued, expirationTime },
        changed: true,
      }
    }
    case 'expired':
      return {
        input: session,
        now: Date.parse(session.data.expirationTime ?? '') + change.afterMs,
        issued,
        changed: true,
      }
    case 'garbage':
      return { input: change.value, now, issued, changed: true }
  }
}

describeBoundary('SIWX messages and sessions', {
  'formatSiwxMessage: a message of exactly its fields, one per line, or InvalidSiwxMessageError': {
    property: () =>
      fc.property(request, fc.constantFrom(...FIELDS), hostileString(), (r, field, value) => {
        const { issued } = issue(r)
        const fields = { ...issued, [field]: field === 'resources' ? [value] : value } as Parameters<
          typeof formatSiwxMessage
        >[0]
        let message: string
        try {
          message = formatSiwxMessage(fields)
        } catch (error) {
          return error instanceof InvalidSiwxMessageError && error.message.length <= 1_100
        }
        const lines = message.split('\n')
        const optional = ['expirationTime', 'notBefore', 'requestId'].filter(
          (key) => (fields as unknown as Record<string, unknown>)[key] !== undefined,
        )
        const expected =
          9 +
          (fields.statement === undefined ? 0 : 1) +
          optional.length +
          (fields.resources === undefined ? 0 : 1 + fields.resources.length)
        return (
          !message.includes('\r') &&
          lines.length === expected &&
          lines[0]?.startsWith(`${fields.domain} wants you to sign in with your `) &&
          (!fields.chainId.startsWith('eip155:') || lines[0].endsWith(' Ethereum account:')) &&
          lines[1] === fields.accountAddress &&
          lines.includes(`Nonce: ${fields.nonce}`) &&
          lines.includes(`URI: ${fields.uri}`)
        )
      }),
  },
  'checkSiwxSession: the exact answer is accepted; any change, late clock or garbage is refused by name': {
    property: () =>
      fc.asyncProperty(request, mutation, fc.boolean(), async (r, change, walletPicks) => {
        const { input, now, issued, changed } = apply(issue(r), change)
        const asked = walletPicks ? { ...issued, accountAddress: undefined } : issued
        try {
          await checkSiwxSession(input, {
            issued: asked,
            now,
            maxLifetimeSeconds: MAX_LIFETIME_SECONDS,
            verify,
          })
          return !changed
        } catch (error) {
          return changed && error instanceof SiwxSessionRejectedError && error.message.length <= 1_100
        }
      }),
  },
})
