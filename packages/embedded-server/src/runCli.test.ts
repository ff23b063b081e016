import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from './runCli.js'

const production = (directory: string) => ({
  WALLETPORT_MODE: 'production',
  PORT: '0',
  WALLETPORT_PUBLIC_URL: 'https://wallet.example.org',
  WALLETPORT_ALLOWED_ORIGINS: 'https://app.example.org',
  WALLETPORT_DATA_DIR: join(directory, 'data'),
  WALLETPORT_KEK_FILE: join(directory, 'secrets', 'kek.hex'),
  WALLETPORT_SMTP_URL: 'smtps://user:password@smtp.example.org:465',
})

describe('walletport-embedded-server (runCli)', () => {
  let directory: string
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'walletport-cli-'))
  })
  afterAll(() => rm(directory, { recursive: true, force: true }))

  const run = async (environment: Record<string, string | undefined>) => {
    const errors: string[] = []
    const { exitCode, server } = await runCli({
      args: [],
      environment,
      print: () => {},
      printError: (text) => errors.push(text),
    })
    await server?.stop()
    return { exitCode, errors, started: server !== undefined }
  }

  it('refuses to start in production mode without each safe setting, naming it (issue 33)', async () => {
    const complete = production(directory)
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [
        { WALLETPORT_PUBLIC_URL: undefined },
        /^WALLETPORT_PUBLIC_URL is required: expected the server's https origin/,
      ],
      [
        { WALLETPORT_PUBLIC_URL: 'http://localhost:8787' },
        /^WALLETPORT_PUBLIC_URL is invalid: expected an https:\/\//,
      ],
      [{ WALLETPORT_ALLOWED_ORIGINS: undefined }, /^WALLETPORT_ALLOWED_ORIGINS is required/],
      [
        { WALLETPORT_ALLOWED_ORIGINS: 'https://app.example.org,http://127.0.0.1:5173' },
        /https:\/\/ origins only/,
      ],
      [
        { WALLETPORT_KEK_FILE: undefined },
        /^WALLETPORT_KEK_FILE is required: expected a master secret file kept apart/,
      ],
      [
        { WALLETPORT_KEK_FILE: join(directory, 'data', 'kek.hex') },
        /^WALLETPORT_KEK_FILE is invalid: expected a file outside WALLETPORT_DATA_DIR/,
      ],
      [{ WALLETPORT_SMTP_URL: undefined }, /^WALLETPORT_SMTP_URL is required/],
      [
        { WALLETPORT_SMTP_URL: 'smtp://user:pw@smtp.example.org:587' },
        /^WALLETPORT_SMTP_URL is invalid: expected smtps:\/\/ \(TLS\).*received "smtp:\/\/\*\*\*@smtp/,
      ],
      [{ WALLETPORT_MODE: 'prod' }, /^WALLETPORT_MODE is invalid: expected development or production/],
    ]
    for (const [change, message] of cases) {
      const answer = await run({ ...complete, ...change })
      expect({ change, exitCode: answer.exitCode, started: answer.started }).toEqual({
        change,
        exitCode: 1,
        started: false,
      })
      expect(answer.errors.join('\n')).toMatch(message)
    }
  })

  it('accepts a local relay for mail in production (smtp:// on loopback)', async () => {
    const { readServerConfig } = await import('./config/readServerConfig.js')
    const config = readServerConfig({ ...production(directory), WALLETPORT_SMTP_URL: 'smtp://127.0.0.1:25' })
    expect(config).toMatchObject({ mode: 'production', smtpUrl: 'smtp://127.0.0.1:25' })
  })
})
