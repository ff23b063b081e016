import { spawn } from 'node:child_process'
import { childEnvironment } from '../utils/childEnvironment.js'
import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { killOnExit } from '../utils/killOnExit.js'
import { stopChild } from '../utils/stopChild.js'
import { defaultEvmMnemonic, deriveEvmAccounts, type EvmAccount } from './deriveEvmAccounts.js'
import { evmRpc } from './evmRpc.js'
import { findAnvilBinary } from './findAnvilBinary.js'

export interface StartEvmNodeParameters {
  /** 0 picks a free port. */
  port?: number
  chainId?: number
  host?: string
  mnemonic?: string
  /** Seconds between blocks; unset means a block per transaction (automine). */
  blockTime?: number
  /** How long to wait for `eth_chainId` to answer. */
  startTimeoutMs?: number
  /** Defaults to findAnvilBinary(). */
  binary?: string
}

export interface EvmNode {
  rpcUrl: string
  host: string
  port: number
  chainId: number
  /** The 10 funded accounts (10 000 ETH each at start). */
  accounts: EvmAccount[]
  pid: number
  stop(): Promise<void>
}

export class EvmNodeStartError extends Error {
  override name = 'EvmNodeStartError'
  readonly stderr: string
  constructor(reason: string, stderr: string) {
    super(stderr ? `${reason}\nanvil stderr:\n${stderr}` : reason)
    this.stderr = stderr
  }
}

const stderrLimit = 8_192
const pollIntervalMs = 50

/** Spawns anvil and resolves once it answers `eth_chainId` with the requested chain id. */
export async function startEvmNode(parameters: StartEvmNodeParameters = {}): Promise<EvmNode> {
  const pickPort = (parameters.port ?? 0) === 0
  // Without this check a node already on a fixed port would answer the readiness poll in place of ours.
  if (!pickPort && !(await isPortFree(parameters.port!, parameters.host))) {
    throw new EvmNodeStartError(
      `Port ${parameters.port} on ${parameters.host ?? '127.0.0.1'} is already in use`,
      '',
    )
  }
  // A picked port can be taken between probe and bind: retry with a fresh one, never with a fixed one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(parameters, pickPort ? await getFreePort(parameters.host) : parameters.port!)
    } catch (error) {
      const portTaken = error instanceof EvmNodeStartError && /address (already )?in use/i.test(error.stderr)
      if (!pickPort || !portTaken || attempt >= 3) throw error
    }
  }
}

async function startOnce(parameters: StartEvmNodeParameters, port: number): Promise<EvmNode> {
  const { chainId = 31337, host = '127.0.0.1', mnemonic = defaultEvmMnemonic, blockTime } = parameters
  const startTimeoutMs = parameters.startTimeoutMs ?? 15_000
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (mnemonic !== defaultEvmMnemonic) args.push('--mnemonic', mnemonic)
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))

  const child = spawn(parameters.binary ?? findAnvilBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: childEnvironment(),
  })
  const unhook = killOnExit(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrLimit)
  })
  let exited: string | undefined
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`
  })

  const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const fail = async (reason: string): Promise<never> => {
    await stopChild(child)
    unhook()
    throw new EvmNodeStartError(reason, stderr.trim())
  }

  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (spawnError) return fail(`anvil could not be started: ${spawnError.message}`)
    if (exited) return fail(`anvil exited (${exited}) before answering on ${rpcUrl}`)
    if (Date.now() > deadline)
      return fail(`anvil did not answer eth_chainId on ${rpcUrl} within ${startTimeoutMs} ms`)
    try {
      const answered = await evmRpc<string>(rpcUrl, 'eth_chainId', [], AbortSignal.timeout(1_000))
      if (Number(answered) !== chainId) {
        return fail(
          `${rpcUrl} answered chain id ${Number(answered)}, expected ${chainId} (port used by another node?)`,
        )
      }
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
    }
  }

  let stopping: Promise<void> | undefined
  return {
    rpcUrl,
    host,
    port,
    chainId,
    accounts: deriveEvmAccounts(mnemonic),
    pid: child.pid!,
    stop() {
      stopping ??= stopChild(child).then(unhook)
      return stopping
    },
  }
}
