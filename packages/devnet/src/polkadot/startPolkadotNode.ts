import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { childEnvironment } from '../utils/childEnvironment.js'
import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { killOnExit } from '../utils/killOnExit.js'
import { stopChild } from '../utils/stopChild.js'
import {
  defaultPolkadotTestAccounts,
  derivePolkadotTestAccounts,
  type PolkadotTestAccount,
  type PolkadotTestAccountSpec,
} from './polkadotTestAccounts.js'

/** chopsticks serves a chain started from a genesis under this fixed hash (its genesis provider's constant). */
export const polkadotDevnetGenesisHash = `0x${'45'.repeat(32)}` as const
/** Facts of the runtime the devnet runs: Rococo Asset Hub (statemine 900) from `@substrate/connect-known-chains`. */
export const polkadotDevnetChain = {
  caipNetworkId: `polkadot:${'45'.repeat(16)}`,
  specName: 'statemine',
  chain: 'asset-hub-rococo',
  ss58Format: 2,
  decimals: 12,
  symbol: 'ROC',
  existentialDeposit: 3_333_333n,
} as const

export interface StartPolkadotNodeParameters {
  /** 0 (default) picks a free port. HTTP and WebSocket share it. */
  port?: number
  host?: string
  /** Accounts funded at genesis; default `defaultPolkadotTestAccounts`. */
  accounts?: readonly PolkadotTestAccountSpec[]
  /** Planck each gets; default 10^18 (1 000 000 ROC). */
  balance?: bigint
  /**
   * How long to wait for the RPC to answer; default 180 s (the runtime compiles first: past 60 s at load 35, when
   * every e2e file that starts a devnet failed on it).
   */
  startTimeoutMs?: number
}

export interface PolkadotNode {
  wsUrl: string
  httpUrl: string
  host: string
  port: number
  genesisHash: typeof polkadotDevnetGenesisHash
  /** The funded accounts, with their key pairs. */
  accounts: PolkadotTestAccount[]
  pid: number
  /** A JSON-RPC call over HTTP (chopsticks' `dev_*` methods included). */
  rpc<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /** Sets an account's free balance (planck) through chopsticks' `dev_setStorage`, in a new block. */
  setBalance(address: string, planck: bigint): Promise<void>
  stop(): Promise<void>
}

export class PolkadotNodeStartError extends Error {
  override name = 'PolkadotNodeStartError'
  readonly output: string
  constructor(reason: string, output: string) {
    super(output ? `${reason}\nchopsticks output:\n${output}` : reason)
    this.output = output
  }
}

export class PolkadotRpcError extends Error {
  override name = 'PolkadotRpcError'
  readonly code: number
  constructor(method: string, error: { code: number; message: string }) {
    super(`${method} failed: ${error.message} (${error.code})`)
    this.code = error.code
  }
}

const outputLimit = 8_192
const pollIntervalMs = 100
const resolveFromHere = createRequire(import.meta.url)

/** The CLI module `chopsticks.cjs` loads (the package exports no package.json to locate the bin by). */
function chopsticksCli(): string {
  return resolveFromHere.resolve('@acala-network/chopsticks/cli')
}

async function rococoAssetHubSpec(): Promise<string> {
  const module = (await import('@substrate/connect-known-chains/rococo_v2_2_asset_hub')) as {
    chainSpec: string
  }
  return module.chainSpec
}

async function callRpc<T>(url: string, method: string, params: readonly unknown[], signal?: AbortSignal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  })
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error) throw new PolkadotRpcError(method, body.error)
  return body.result as T
}

/**
 * A real Substrate runtime (Rococo Asset Hub's genesis wasm) executed by chopsticks in a child process on
 * 127.0.0.1, building a block per transaction (instant mode; each block is final at once) with the accounts funded.
 * Resolves once the RPC answers with the genesis hash.
 */
export async function startPolkadotNode(parameters: StartPolkadotNodeParameters = {}): Promise<PolkadotNode> {
  const host = parameters.host ?? '127.0.0.1'
  if (parameters.port && !(await isPortFree(parameters.port, host))) {
    throw new PolkadotNodeStartError(`Port ${parameters.port} on ${host} is already in use`, '')
  }
  const port = parameters.port || (await getFreePort(host))
  const accounts = await derivePolkadotTestAccounts(parameters.accounts ?? defaultPolkadotTestAccounts)
  const balance = (parameters.balance ?? 10n ** 18n).toString()
  const directory = await mkdtemp(join(tmpdir(), 'walletport-chopsticks-'))
  const specPath = join(directory, 'genesis.json')
  const configPath = join(directory, 'config.json')
  await writeFile(specPath, await rococoAssetHubSpec())
  const funded = [...new Set(accounts.map((account) => account.address))]
  await writeFile(
    configPath,
    JSON.stringify({
      genesis: specPath,
      port,
      host,
      'build-block-mode': 'Instant',
      'runtime-log-level': 0,
      'import-storage': {
        System: { Account: funded.map((address) => [[address], { providers: 1, data: { free: balance } }]) },
      },
    }),
  )

  const child = spawn(process.execPath, [chopsticksCli(), '--config', configPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnvironment({ LOG_LEVEL: 'warn' }),
  })
  const unhook = killOnExit(child)
  let output = ''
  const collect = (chunk: string) => {
    output = (output + chunk).slice(-outputLimit)
  }
  child.stdout?.setEncoding('utf8').on('data', collect)
  child.stderr?.setEncoding('utf8').on('data', collect)
  let exited: string | undefined
  child.once('error', (error) => {
    exited = `could not start: ${error.message}`
  })
  child.once('exit', (code, signal) => {
    exited ??= signal ? `signal ${signal}` : `code ${code}`
  })

  const hostPart = host.includes(':') ? `[${host}]` : host
  const httpUrl = `http://${hostPart}:${port}`
  const cleanUp = async () => {
    await stopChild(child, 5_000)
    unhook()
    await rm(directory, { recursive: true, force: true })
  }
  const fail = async (reason: string): Promise<never> => {
    await cleanUp()
    throw new PolkadotNodeStartError(reason, output.trim())
  }

  const timeoutMs = parameters.startTimeoutMs ?? 180_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) return fail(`chopsticks exited (${exited}) before answering on ${httpUrl}`)
    if (Date.now() > deadline) return fail(`chopsticks did not answer on ${httpUrl} within ${timeoutMs} ms`)
    try {
      const genesis = await callRpc<string>(httpUrl, 'chain_getBlockHash', [0], AbortSignal.timeout(1_000))
      if (genesis !== polkadotDevnetGenesisHash) {
        return fail(`${httpUrl} answered genesis ${genesis}, expected ${polkadotDevnetGenesisHash}`)
      }
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
    }
  }

  const rpc = <T>(method: string, params: readonly unknown[] = []) => callRpc<T>(httpUrl, method, params)
  let stopping: Promise<void> | undefined
  return {
    wsUrl: `ws://${hostPart}:${port}`,
    httpUrl,
    host,
    port,
    genesisHash: polkadotDevnetGenesisHash,
    accounts,
    pid: child.pid!,
    rpc,
    async setBalance(address, planck) {
      await rpc('dev_setStorage', [
        { System: { Account: [[[address], { providers: 1, data: { free: planck.toString() } }]] } },
      ])
    },
    stop() {
      stopping ??= cleanUp()
      return stopping
    },
  }
}
