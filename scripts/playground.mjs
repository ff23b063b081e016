#!/usr/bin/env node
// Starts the local devnet, the mail sink, the embedded-wallet server and the name service, and serves the playground on them;
// Ctrl-C / SIGTERM stops everything it started.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.PORT ?? 5173)

const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@walletport/devnet...',
    '--filter=@walletport/embedded-server...',
    '--output-logs=errors-only',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
)
if (build.status !== 0) process.exit(build.status ?? 1)

const { startDevnet } = await import('@walletport/devnet')
const devnet = await startDevnet({ fixedPorts: true })
for (const line of devnet.describe()) console.log(line)

// The email wallet: its frame on another site than the page (localhost vs 127.0.0.1), as in production.
const { startMailSink } = await import('@walletport/devnet')
const { readServerConfig, startEmbeddedServer } = await import('@walletport/embedded-server')
const mailSink = await startMailSink({
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 2525),
  apiPort: Number(process.env.MAIL_API_PORT ?? 8788),
})
const embeddedPort = Number(process.env.EMBEDDED_PORT ?? 8787)
const embedded = await startEmbeddedServer({
  config: readServerConfig({
    PORT: String(embeddedPort),
    WALLETPORT_PUBLIC_URL: `http://localhost:${embeddedPort}`,
    WALLETPORT_ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    WALLETPORT_DATA_DIR: join(root, '.walletport-embedded'),
    WALLETPORT_SMTP_URL: mailSink.smtpUrl,
    WALLETPORT_LOG_LEVEL: 'error',
    // The six social buttons sign in through the devnet's providers.
    ...devnet.social.serverEnvironment(),
    // Sign In With Farcaster against the devnet's relay and IdRegistry (first EVM node).
    WALLETPORT_FARCASTER_RELAY_URL: devnet.farcaster.relay.url,
    WALLETPORT_FARCASTER_RPC_URL: devnet.evm.nodes[0].rpcUrl,
  }),
})
console.log(
  `Embedded wallet server (frame): http://localhost:${embeddedPort}/frame; mails: ${mailSink.apiUrl}/last?to=<email>`,
)

// Account names: the name service on the same database setup (PGlite here), its files beside the embedded server's.
const { startNameServer } = await import('@walletport/embedded-server')
const namesPort = Number(process.env.NAMES_PORT ?? 8790)
const names = await startNameServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: join(root, '.walletport-names'),
  port: namesPort,
})
console.log(`Name service: ${names.url}/v1/names/<name>`)

const vitePackage = createRequire(`${root}/apps/playground/package.json`).resolve('vite/package.json')
const viteBin = join(dirname(vitePackage), 'bin', 'vite.js')
const vite = spawn(
  process.execPath,
  [viteBin, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    cwd: `${root}/apps/playground`,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      VITE_EMBEDDED_FRAME_URL: `http://localhost:${embeddedPort}`,
      VITE_MAIL_SINK_URL: mailSink.apiUrl,
      VITE_NAME_SERVICE_URL: names.url,
    },
  },
)
vite.stdout.on('data', (chunk) => {
  if (!String(chunk).includes('ready')) return
  console.log(`Playground: http://127.0.0.1:${port}/`)
  console.log(
    'The devnet test wallets are injected into the page (first funded account). Ctrl-C stops everything.',
  )
})

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  vite.kill('SIGTERM')
  await Promise.allSettled([embedded.stop(), mailSink.stop(), names.stop()])
  await devnet.stop()
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
vite.on('exit', (code) => stop(code ?? 0))
