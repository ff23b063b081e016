import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailSink, startMailSink } from '@walletport/devnet'
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

  it('refuses to invent a master secret for PostgreSQL, and a malformed file', async () => {
    await expect(loadMasterSecret(join(directory, 'absent.hex'), { createIfMissing: false })).rejects.toThrow(
      MasterSecretError,
    )
    const bad = join(directory, 'bad.hex')
    await import('node:fs/promises').then(({ writeFile }) => writeFile(bad, 'xyz'))
    await expect(loadMasterSecret(bad, { createIfMissing: true })).rejects.toThrow(/64 hex characters/)
  })
})
