import { mkdtemp, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../../apps/playground/e2e/launchChromium'
import { connectTestWallet } from '../../apps/playground/e2e/playgroundPage'
// The page's window globals (its EVM test wallet), which playgroundPage reads.
import type {} from '../../apps/playground/src/chains/injectEvmTestWallet'
import { freePlaygroundPorts, isPortFree, readPlaygroundPortTable } from './playgroundPortsForTest'
import { descendantPids, livePids } from './processTree'
import { type PlaygroundRun, runPlaygroundScript } from './runPlaygroundScript'

// The start builds the packages with turbo first: minutes on a loaded 2-core machine when nothing is cached.
const SERVING_MS = 20 * 60_000
const STOP_MS = 2 * 60_000

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Every port the start used, the Solana PubSub one (SOLANA_PORT + 1) included. */
function usedPorts(ports: Record<string, string>): number[] {
  return Object.entries(ports).flatMap(([variable, port]) =>
    variable === 'SOLANA_PORT' ? [Number(port), Number(port) + 1] : [Number(port)],
  )
}

async function busyPorts(ports: readonly number[]): Promise<number[]> {
  const busy: number[] = []
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port)
  return busy
}

/** SIGTERM to npm (as a process manager or Ctrl-C would), then: npm gone, every process it started gone, every port free. */
async function stopAndCheckNothingLeft(run: PlaygroundRun, ports: readonly number[]) {
  const started = descendantPids(run.child.pid!)
  expect(started.length).toBeGreaterThan(0)
  run.child.kill('SIGTERM')
  await run.waitForExit(STOP_MS)
  await waitUntil(
    () => livePids(started).length === 0,
    STOP_MS,
    `the processes npm run playground started to end`,
  )
  await waitUntil(async () => (await busyPorts(ports)).length === 0, STOP_MS, 'every port to be free')
}

describe('npm run playground (as the README says, on a fresh clone)', () => {
  let dataParent: string
  beforeEach(async () => {
    dataParent = await mkdtemp(join(tmpdir(), 'walletport-playground-start-'))
  })
  afterEach(async () => {
    await rm(dataParent, { recursive: true, force: true })
  })

  it(
    'serves the page on PORT with every port moved, connects the EVM test wallet without a console error, and SIGTERM leaves nothing running',
    async () => {
      const ports = await freePlaygroundPorts()
      // The data folders (.walletport-embedded, .walletport-names) absent, their parent too: as on a fresh clone.
      const dataDir = join(dataParent, 'clone')
      const run = runPlaygroundScript({ ...ports, PLAYGROUND_DATA_DIR: dataDir })
      const chromium = await launchChromium()
      try {
        const pageUrl = `http://127.0.0.1:${ports.PORT}/`
        await run.waitForOutput(new RegExp(`Playground: ${pageUrl.replace(/\./g, '\\.')}`), SERVING_MS)
        expect((await stat(join(dataDir, '.walletport-names', 'pglite'))).isDirectory()).toBe(true)
        // chopsticks answers on POLKADOT_PORT: the page's PORT never reached it.
        const polkadot = await fetch(`http://127.0.0.1:${ports.POLKADOT_PORT}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
        })
        expect(await polkadot.json()).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })

        const page = await chromium.context.newPage()
        page.setDefaultTimeout(120_000)
        const consoleErrors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`)
        })
        page.on('pageerror', (error) => consoleErrors.push(error.message))
        let mailPolls = 0
        page.on('requestfinished', (request) => {
          if (request.url().startsWith(`http://127.0.0.1:${ports.MAIL_API_PORT}/last`)) mailPolls += 1
        })
        await page.goto(pageUrl, { timeout: 180_000 })
        await connectTestWallet(page)
        await page.getByTestId('devnet-mail').filter({ hasText: 'no mail yet' }).waitFor()
        // The status panel polls the mail sink every 2 s: two answers with no mail and still no console error.
        await waitUntil(() => mailPolls >= 2, 120_000, 'two polls of the mail sink')
        expect(consoleErrors).toEqual([])
        expect(chromium.blocked).toEqual([])
        await page.close()

        await stopAndCheckNothingLeft(run, usedPorts(ports))
      } finally {
        await chromium.close()
        run.killGroup()
      }
    },
    SERVING_MS + 10 * 60_000,
  )

  it(
    'stops before starting anything when a fixed port is busy, naming the port, what wanted it and its variable',
    async () => {
      const ports = await freePlaygroundPorts()
      const polkadotPort = Number(ports.POLKADOT_PORT)
      const holder: Server = createServer()
      await new Promise<void>((resolve) => holder.listen(polkadotPort, '127.0.0.1', resolve))
      const run = runPlaygroundScript({ ...ports, PLAYGROUND_DATA_DIR: join(dataParent, 'clone') })
      try {
        expect(await run.waitForExit(STOP_MS)).not.toBe(0)
        expect(run.output()).toContain(
          `Port ${polkadotPort} on 127.0.0.1 is already in use; the Polkadot node (chopsticks) wants it. Stop what holds it, or set POLKADOT_PORT to another free port.`,
        )
        // Nothing built, nothing started, nothing listening, no data folder.
        expect(run.output()).not.toMatch(/turbo|EVM chain/)
        expect(await busyPorts(usedPorts(ports).filter((port) => port !== polkadotPort))).toEqual([])
        await expect(stat(join(dataParent, 'clone'))).rejects.toThrow()
      } finally {
        run.killGroup()
        await new Promise((resolve) => holder.close(resolve))
      }
    },
    STOP_MS + 60_000,
  )

  it(
    'on the default ports: serves the page and stops cleanly, or, when one is already taken (a playground running), refuses naming it',
    async () => {
      const table = readPlaygroundPortTable()
      const defaults = Object.fromEntries(table.map(([variable, port]) => [variable, String(port)]))
      // Only the data folders are moved (a developer's own must stay untouched); no port variable is set.
      const unset = Object.fromEntries(table.map(([variable]) => [variable, '']))
      const run = runPlaygroundScript({ ...unset, PLAYGROUND_DATA_DIR: join(dataParent, 'clone') })
      try {
        const outcome = await run.waitForOutput(
          /Playground: http:\/\/127\.0\.0\.1:5173\/|Port (\d+) on 127\.0\.0\.1 is already in use; (.+?) wants it\. Stop what holds it, or set (\w+) to another free port\./,
          SERVING_MS,
        )
        if (outcome[1] === undefined) {
          await stopAndCheckNothingLeft(run, usedPorts(defaults))
        } else {
          const [, port, owner, variable] = outcome
          expect(table).toContainEqual([
            variable,
            Number(port) - (owner?.includes('PubSub') ? 1 : 0),
            expect.any(String),
          ])
          expect(await run.waitForExit(STOP_MS)).not.toBe(0)
          expect(run.output()).not.toMatch(/turbo|EVM chain/)
        }
      } finally {
        run.killGroup()
      }
    },
    SERVING_MS + 10 * 60_000,
  )
})
