import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailSink, startMailSink } from '@walletport/devnet'
import { createTestPostgres, testPostgresUrl } from '../test/openTestPostgres.js'
import { readServerConfig } from './config/readServerConfig.js'
import { loadMasterSecret, MasterSecretError } from './crypto/loadMasterSecret.js'
import { createFrameAssets } from './http/frameAssets.js'
import { createLogger } from './log/Logger.js'
import { startEmbeddedServer } from './startEmbeddedServer.js'

describe('startEmbeddedServer', () => {
  let directory: string
  let sink: MailSink
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'walletport-embedded-'))
    sink = await startMailSink()
  })
  afterAll(async () => {
    await sink.stop()
    await rm(directory, { recursive: true, force: true })
  })

  it('keeps its data in file-backed PGlite and its master secret across restarts', async () => {
    const config = readServerConfig({
      PORT: '0',
      WALLETPORT_DATA_DIR: directory,
      WALLETPORT_SMTP_URL: sink.smtpUrl,
    })
    const logs: string[] = []
    const logger = createLogger({ level: 'info', write: (line) => logs.push(line) })
    const frameAssets = createFrameAssets(join(directory, 'no-frame'))
    const first = await startEmbeddedServer({ config, logger, frameAssets })
    const kek = await readFile(config.kekFile, 'utf8')
    expect(kek).toMatch(/^[0-9a-f]{64}\n$/)
    expect((await stat(config.kekFile)).mode & 0o777).toBe(0o600)
    const health = await fetch(`${first.url}/healthz`)
    expect(await health.json()).toEqual({ ok: true })
    const unbuilt = await fetch(`${first.url}/frame`)
    expect(unbuilt.status).toBe(503)
    expect(await unbuilt.text()).toMatch(/not built/)
    await first.context.db.query(
      "insert into accounts (id, email, created_at) values ('00000000-0000-4000-8000-000000000001', 'kept@example.com', now())",
    )
    const transportKey = await (await fetch(`${first.url}/v1/config`)).json()
    await first.stop()

    const second = await startEmbeddedServer({ config, logger, frameAssets })
    try {
      expect(await second.context.db.query('select email from accounts')).toEqual([
        { email: 'kept@example.com' },
      ])
      expect(await (await fetch(`${second.url}/v1/config`)).json()).toEqual(transportKey)
      expect(await readFile(config.kekFile, 'utf8')).toBe(kek)
    } finally {
      await second.stop()
    }
    expect(logs.filter((line) => line.includes('"event":"migrated"'))).toHaveLength(1)
    expect(logs.join('\n')).not.toContain(kek.trim())
  }, 120_000)

  it('warns loudly at start-up in development mode, and not in production mode (issue 33)', async () => {
    const postgres = createTestPostgres()
    const kekFile = join(directory, 'pg-kek.hex')
    await writeFile(kekFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
    const common = {
      PORT: '0',
      DATABASE_URL: testPostgresUrl,
      WALLETPORT_DB_SCHEMA: postgres.schema,
      WALLETPORT_KEK_FILE: kekFile,
      WALLETPORT_SMTP_URL: sink.smtpUrl,
    }
    const startWith = async (environment: Record<string, string>) => {
      const logs: string[] = []
      const server = await startEmbeddedServer({
        config: readServerConfig(environment),
        logger: createLogger({ level: 'error', write: (line) => logs.push(line) }),
        frameAssets: createFrameAssets(join(directory, 'no-frame')),
      })
      await server.stop()
      return logs
        .filter((line) => line.includes('"event":"development mode"'))
        .map((line) => JSON.parse(line))
    }
    try {
      const development = await startWith(common)
      expect(development).toEqual([
        expect.objectContaining({
          level: 'error',
          warning: expect.stringMatching(
            /^DEVELOPMENT MODE, not for real users: mails go over plaintext SMTP \(127\.0\.0\.1\); the public URL is not https \(http:\/\/localhost:0\); local dapp origins are allowed \(http:\/\/127\.0\.0\.1:5173\)\. Set WALLETPORT_MODE=production/,
          ),
        }),
      ])
      const production = await startWith({
        ...common,
        WALLETPORT_MODE: 'production',
        WALLETPORT_PUBLIC_URL: 'https://wallet.example.org',
        WALLETPORT_ALLOWED_ORIGINS: 'https://app.example.org',
      })
      expect(production).toEqual([])
    } finally {
      await postgres.drop()
    }
  }, 120_000)

  it('refuses to invent a master secret for PostgreSQL, and a malformed file', async () => {
    await expect(loadMasterSecret(join(directory, 'absent.hex'), { createIfMissing: false })).rejects.toThrow(
      MasterSecretError,
    )
    const bad = join(directory, 'bad.hex')
    await import('node:fs/promises').then(({ writeFile }) => writeFile(bad, 'xyz'))
    await expect(loadMasterSecret(bad, { createIfMissing: true })).rejects.toThrow(/64 hex characters/)
  })
})
