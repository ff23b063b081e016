#!/usr/bin/env node
// Starts the local devnet, the mail sink, the embedded-wallet server and the name service, and serves the playground on them;
// Ctrl-C / SIGTERM stops everything it started. Every fixed port is checked first: a busy one ends the start.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPlaygroundPorts, playgroundPortTable, readPlaygroundPorts } from './playgroundPorts.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

let ports
try {
  ports = readPlaygroundPorts(process.env)
  await checkPlaygroundPorts(ports)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const port = ports.PORT
// `.walletport-embedded/` and `.walletport-names/` go here (default: the repository root).
const dataDir = resolve(process.env.PLAYGROUND_DATA_DIR || root)

/** The parent's environment without the playground's own variables: `PORT` and the rest are for this script only. */
function environmentWithoutPlaygroundVariables() {
  const environment = { ...process.env }
  for (const [variable] of playgroundPortTable) delete environment[variable]
  delete environment.PLAYGROUND_DATA_DIR
  return environment
}

/** What vite needs to run, and the page's endpoints; nothing else of ours (vite reads `PORT`, `VITE_*`…). */
function viteEnvironment(own) {
  const environment = {}
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'SYSTEMROOT', 'USERPROFILE']) {
    if (process.env[name] !== undefined) environment[name] = process.env[name]
  }
  return { ...environment, ...own }
}

const stoppers = []
let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined)
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
process.on('SIGHUP', () => void stop(0))

/** Keeps `stopOne` for the stop; when a signal came while `started` was starting, stops at once. */
async function track(started, stopOne) {
  stoppers.push(stopOne)
  if (stopping) await stopOne().catch(() => undefined)
  return started
}

try {
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
      env: { ...environmentWithoutPlaygroundVariables(), TURBO_TELEMETRY_DISABLED: '1' },
    },
  )
  if (build.status !== 0) await stop(build.status ?? 1)

  const { startDevnet, startMailSink } = await import('@walletport/devnet')
  const { readServerConfig, startEmbeddedServer, startNameServer } = await import(
    '@walletport/embedded-server'
  )

  const embeddedUrl = `http://localhost:${ports.EMBEDDED_PORT}`
  const devnet = await startDevnet({
    evm: { ports: [ports.EVM_PORT, ports.EVM2_PORT], indexerPort: ports.EVM_INDEXER_PORT },
    solana: { port: ports.SOLANA_PORT },
    relay: { port: ports.RELAY_PORT },
    cosmos: { port: ports.COSMOS_PORT },
    bitcoin: { port: ports.BITCOIN_PORT },
    polkadot: { port: ports.POLKADOT_PORT, indexerPort: ports.POLKADOT_INDEXER_PORT },
    farcaster: { port: ports.FARCASTER_RELAY_PORT },
    social: {
      oidcPort: ports.SOCIAL_OIDC_PORT,
      oauthPort: ports.SOCIAL_OAUTH_PORT,
      walletServerUrls: [embeddedUrl],
    },
    onramps: { ports: [ports.ONRAMP_PORT, ports.ONRAMP2_PORT] },
    bundler: { port: ports.BUNDLER_PORT },
  })
  await track(devnet, () => devnet.stop())
  for (const line of devnet.describe()) console.log(line)

  // The email wallet: its frame on another site than the page (localhost vs 127.0.0.1), as in production.
  const mailSink = await startMailSink({ smtpPort: ports.MAIL_SMTP_PORT, apiPort: ports.MAIL_API_PORT })
  await track(mailSink, () => mailSink.stop())
  const embedded = await startEmbeddedServer({
    config: readServerConfig({
      PORT: String(ports.EMBEDDED_PORT),
      WALLETPORT_PUBLIC_URL: embeddedUrl,
      WALLETPORT_ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      WALLETPORT_DATA_DIR: join(dataDir, '.walletport-embedded'),
      WALLETPORT_SMTP_URL: mailSink.smtpUrl,
      WALLETPORT_LOG_LEVEL: 'error',
      // The devnet's EVM chains: the server's default list has 31337, not 31338.
      WALLETPORT_CHAIN_IDS: devnet.evm.nodes.map((node) => node.chainId).join(','),
      // The six social buttons sign in through the devnet's providers.
      ...devnet.social.serverEnvironment(),
      // Sign In With Farcaster against the devnet's relay and IdRegistry (first EVM node).
      WALLETPORT_FARCASTER_RELAY_URL: devnet.farcaster.relay.url,
      WALLETPORT_FARCASTER_RPC_URL: devnet.evm.nodes[0].rpcUrl,
    }),
  })
  await track(embedded, () => embedded.stop())
  console.log(
    `Embedded wallet server (frame): ${embeddedUrl}/frame; mails: ${mailSink.apiUrl}/last?to=<email>`,
  )

  // Account names: the name service on the same database setup (PGlite here), its files beside the embedded server's.
  const names = await startNameServer({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: join(dataDir, '.walletport-names'),
    port: ports.NAMES_PORT,
  })
  await track(names, () => names.stop())
  console.log(`Name service: ${names.url}/v1/names/<name>`)

  const info = devnet.info()
  const vitePackage = createRequire(`${root}/apps/playground/package.json`).resolve('vite/package.json')
  const viteBin = join(dirname(vitePackage), 'bin', 'vite.js')
  const vite = spawn(
    process.execPath,
    [viteBin, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: `${root}/apps/playground`,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: viteEnvironment({
        VITE_EVM_RPC_URL: info.evm.chains[0].rpcUrl,
        VITE_EVM2_RPC_URL: info.evm.chains[1].rpcUrl,
        VITE_EVM_INDEXER_URL: `${info.evm.indexerUrl}`,
        VITE_SOLANA_RPC_URL: info.solana.rpcUrl,
        VITE_SOLANA_WS_URL: info.solana.wsUrl,
        VITE_COSMOS_RPC_URL: info.cosmos.rpcUrl,
        VITE_BITCOIN_ESPLORA_URL: info.bitcoin.esploraUrl,
        VITE_WALLETCONNECT_RELAY_URL: info.relay.url,
        VITE_POLKADOT_WS_URL: info.polkadot.wsUrl,
        VITE_POLKADOT_INDEXER_URL: info.polkadot.indexerUrl,
        VITE_ONRAMP_URL: info.onramps[0].url,
        VITE_ONRAMP2_URL: info.onramps[1].url,
        VITE_EMBEDDED_FRAME_URL: embeddedUrl,
        VITE_MAIL_SINK_URL: mailSink.apiUrl,
        VITE_NAME_SERVICE_URL: names.url,
      }),
    },
  )
  const viteExited = new Promise((done) => vite.once('exit', done))
  await track(vite, async () => {
    if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM')
    await viteExited
  })
  vite.once('exit', (code) => void stop(code ?? 0))
  vite.stdout.on('data', (chunk) => {
    if (!String(chunk).includes('ready')) return
    console.log(`Playground: http://127.0.0.1:${port}/`)
    console.log(
      'The devnet test wallets are injected into the page (first funded account). Ctrl-C stops everything.',
    )
  })
} catch (error) {
  console.error(`The playground did not start: ${error instanceof Error ? error.message : error}`)
  await stop(1)
}
