import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parseEther, toBeHex } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { childEnvironment } from '../utils/childEnvironment.js'
import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { killOnExit } from '../utils/killOnExit.js'
import { stopChild } from '../utils/stopChild.js'
import { accountAbstractionAddresses } from './accountAbstractionAddresses.js'
import { accountAbstractionKeys } from './accountAbstractionKeys.js'

export interface StartBundlerParameters {
  /** The node the bundler simulates on and sends bundles to (it must hold the EntryPoint). */
  rpcUrl: string
  entryPoint?: string
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** How long to wait for the bundler to answer `eth_supportedEntryPoints` (default 60 s: alto loads for seconds). */
  startTimeoutMs?: number
}

export interface Bundler {
  /** Standard ERC-4337 bundler JSON-RPC (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, …). */
  url: string
  port: number
  entryPoint: string
  pid: number
  stop(): Promise<void>
}

export class BundlerStartError extends Error {
  override name = 'BundlerStartError'
  readonly output: string
  constructor(reason: string, output: string) {
    super(output ? `${reason}\nalto output:\n${output}` : reason)
    this.output = output
  }
}

const load = createRequire(import.meta.url)

/**
 * Preloaded into the alto process (`node --import`): alto 0.0.20 always listens on 0.0.0.0, and the devnet answers
 * on loopback only, so a listen on 0.0.0.0 (or on no host) is moved to WALLETPORT_BUNDLER_HOST.
 */
const loopbackShim = `data:text/javascript,${encodeURIComponent(`
import { Server } from 'node:net'
const listen = Server.prototype.listen
Server.prototype.listen = function (...args) {
  const options = args[0]
  if (options && typeof options === 'object' && options.path === undefined && (options.host === undefined || options.host === '0.0.0.0'))
    args[0] = { ...options, host: process.env.WALLETPORT_BUNDLER_HOST }
  return listen.apply(this, args)
}
`)}`
const outputLimit = 8_192
const pollIntervalMs = 100

/** alto's CLI script, beside its entry (`esm/index.js`; the package exports no package.json). */
function altoScript(): string {
  return join(dirname(load.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/**
 * Starts the `@pimlico/alto` ERC-4337 bundler against an anvil node that holds EntryPoint v0.8, on loopback.
 * Its executor and utility accounts (`accountAbstractionKeys`) are funded with `anvil_setBalance` first. Safe mode
 * (ERC-7562 tracing) is off: anvil has no tracer for it.
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const host = parameters.host ?? '127.0.0.1'
  const pickPort = (parameters.port ?? 0) === 0
  if (!pickPort && !(await isPortFree(parameters.port!, host))) {
    throw new BundlerStartError(
      `Port ${parameters.port} on ${host} is already in use; the ERC-4337 bundler (alto) wants it`,
      '',
    )
  }
  for (const account of [accountAbstractionKeys.bundlerExecutor, accountAbstractionKeys.bundlerUtility]) {
    await evmRpc(parameters.rpcUrl, 'anvil_setBalance', [account.address, toBeHex(parseEther('10000'))])
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(parameters, host, pickPort ? await getFreePort(host) : parameters.port!)
    } catch (error) {
      const portTaken = error instanceof BundlerStartError && /EADDRINUSE/.test(error.output)
      if (!pickPort || !portTaken || attempt >= 3) throw error
    }
  }
}

async function startOnce(parameters: StartBundlerParameters, host: string, port: number): Promise<Bundler> {
  const entryPoint = parameters.entryPoint ?? accountAbstractionAddresses.entryPoint
  const startTimeoutMs = parameters.startTimeoutMs ?? 60_000
  const args = [
    '--import',
    loopbackShim,
    altoScript(),
    '--entrypoints',
    entryPoint,
    '--rpc-url',
    parameters.rpcUrl,
    '--executor-private-keys',
    accountAbstractionKeys.bundlerExecutor.privateKey,
    '--utility-private-key',
    accountAbstractionKeys.bundlerUtility.privateKey,
    '--port',
    String(port),
    '--safe-mode',
    'false',
    '--deploy-simulations-contract',
    'true',
    // anvil mines a block per transaction: poll for it often, not once a second.
    '--block-time',
    '100',
    '--utility-wallet-monitor',
    'false',
    '--log-level',
    'warn',
  ]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnvironment({ WALLETPORT_BUNDLER_HOST: host }),
  })
  const unhook = killOnExit(child)
  let output = ''
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-outputLimit)
  }
  child.stdout?.setEncoding('utf8')
  child.stderr?.setEncoding('utf8')
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited: string | undefined
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`
  })

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const fail = async (reason: string): Promise<never> => {
    await stopChild(child)
    unhook()
    throw new BundlerStartError(reason, output.trim())
  }
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (spawnError) return fail(`alto could not be started: ${spawnError.message}`)
    if (exited) return fail(`alto exited (${exited}) before answering on ${url}`)
    if (Date.now() > deadline)
      return fail(`alto did not answer eth_supportedEntryPoints on ${url} within ${startTimeoutMs} ms`)
    try {
      const supported = await evmRpc<string[]>(
        url,
        'eth_supportedEntryPoints',
        [],
        AbortSignal.timeout(1_000),
      )
      if (!supported.some((address) => address.toLowerCase() === entryPoint.toLowerCase()))
        return fail(
          `${url} supports ${supported.join(', ')}, not ${entryPoint} (port used by another bundler?)`,
        )
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
    }
  }
  let stopping: Promise<void> | undefined
  return {
    url,
    port,
    entryPoint,
    pid: child.pid!,
    stop() {
      stopping ??= stopChild(child, 5_000).then(unhook)
      return stopping
    },
  }
}
