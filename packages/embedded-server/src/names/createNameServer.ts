import { isValidAccountName } from '@walletport/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { Database } from '../db/Database.js'
import { migrate } from '../db/migrate.js'
import { checkRegistration } from './checkRegistration.js'
import type { CoinTypeNetwork } from './coinTypeNetwork.js'
import { NameServiceError } from './NameServiceError.js'
import { nameMigrations } from './nameMigrations.js'
import { findName, findNamesOf, insertName, takenAmong, toRecordJson } from './nameStore.js'
import { defaultNameVerifiers, type NameSignatureVerifier } from './verifiers.js'

export interface CreateNameServerParameters {
  db: Database
  /** Origins whose pages may call the API; undefined allows any (answers carry no credentials). */
  allowedOrigins?: readonly string[]
  /** Signature checks by namespace; eip155 (personal_sign) and solana (ed25519) by default. */
  verifiers?: Readonly<Record<string, NameSignatureVerifier>>
  /** The network each non-EVM coin type's addresses are recorded for. */
  coinTypeNetworks?: Readonly<Record<number, CoinTypeNetwork>>
  /** Oldest signed timestamp accepted; 10 minutes by default. */
  maxAgeSeconds?: number
  now?: () => number
}

export interface NameServer {
  app: Hono
  /** Namespaces whose names it registers (those with a verifier). */
  namespaces: readonly string[]
}

const SUGGESTION_SUFFIXES = ['', '-1', '-2', '-3', '-web3', '-wp', '1', '2']
const MAX_SUGGESTIONS = 5

const notFound = () =>
  new NameServiceError({ status: 404, error: 'Error resolving name', reason: 'No such name' })

/**
 * The account-name service (spec sections 4 and 7) on PGlite or PostgreSQL, its tables in the database's schema:
 * - `GET /v1/names/{name}` → the record (404 when nobody holds it)
 * - `GET /v1/names/{name}/suggestions` → `[{ name }]`: free variants of the name, the name itself first when free
 * - `GET /v1/addresses/{address}/names` → every record of the address, oldest first
 * - `POST /v1/names` `{ name, address, coinType, message, signature }` → 201 and the record; refused with
 *   `{ error: 'Error registering name {name}', reason }` (400 rule or stale message, 401 signature, 409 taken).
 * Lookups of an invalid name answer 400 'Error resolving name' / 'Error fetching name suggestions'.
 */
export async function createNameServer({
  db,
  allowedOrigins,
  verifiers = defaultNameVerifiers,
  coinTypeNetworks,
  maxAgeSeconds = 600,
  now = Date.now,
}: CreateNameServerParameters): Promise<NameServer> {
  await migrate(db, nameMigrations, now)
  const app = new Hono()
  app.use(
    cors({
      origin: allowedOrigins ? [...allowedOrigins] : '*',
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  )
  app.onError((error, c) => {
    if (error instanceof NameServiceError) {
      return c.json({ error: error.message, reason: error.reason }, error.status)
    }
    console.error('name service: unexpected error', error)
    return c.json({ error: 'Something went wrong', reason: 'Internal error' }, 500)
  })

  const validName = (name: string, error: string) => {
    if (!isValidAccountName(name)) {
      throw new NameServiceError({
        status: 400,
        error,
        reason: 'Not an account name (letters, digits, hyphens, at least 4)',
      })
    }
  }

  app.get('/v1/names/:name', async (c) => {
    const name = c.req.param('name')
    validName(name, 'Error resolving name')
    const stored = await findName(db, name)
    if (!stored) throw notFound()
    return c.json(toRecordJson(stored))
  })

  app.get('/v1/names/:name/suggestions', async (c) => {
    const name = c.req.param('name').toLowerCase()
    validName(name, 'Error fetching name suggestions')
    const candidates = SUGGESTION_SUFFIXES.map((suffix) => `${name}${suffix}`).filter(
      (candidate) => candidate.length <= 64 && isValidAccountName(candidate),
    )
    const taken = await takenAmong(db, candidates)
    return c.json(
      candidates
        .filter((candidate) => !taken.has(candidate))
        .slice(0, MAX_SUGGESTIONS)
        .map((candidate) => ({ name: candidate })),
    )
  })

  app.get('/v1/addresses/:address/names', async (c) => {
    const address = c.req.param('address')
    if (address.length > 128) {
      throw new NameServiceError({
        status: 400,
        error: 'Error fetching names for address',
        reason: 'Address too long',
      })
    }
    return c.json((await findNamesOf(db, address)).map(toRecordJson))
  })

  app.post('/v1/names', bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      throw new NameServiceError({
        status: 400,
        error: 'Error registering name',
        reason: 'The body is not JSON',
      })
    }
    const registration = await checkRegistration(body, {
      verifiers,
      ...(coinTypeNetworks && { coinTypeNetworks }),
      maxAgeSeconds,
      maxSkewSeconds: 60,
      now,
    })
    const inserted = await insertName(db, { ...registration, createdAt: new Date(now()) })
    if (!inserted) {
      throw new NameServiceError({
        status: 409,
        error: `Error registering name ${registration.name}`,
        reason: 'The name is taken',
      })
    }
    return c.json(toRecordJson(registration), 201)
  })

  return { app, namespaces: Object.keys(verifiers) }
}
