import { spawn } from 'node:child_process'

export class CommandFailedError extends Error {
  constructor(
    command: string,
    cwd: string,
    exit: string,
    readonly output: string,
  ) {
    super(`${command} (in ${cwd}): expected exit code 0, received ${exit}\n${output.slice(-8000)}`)
    this.name = 'CommandFailedError'
  }
}

export interface RunOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** A bound against a hang, generous for a loaded 2-core machine. */
  timeoutMs?: number
}

/** Runs `command args…` to its end; resolves its output (stdout and stderr interleaved), rejects with it on failure. */
export function runCommand(command: string, args: string[], options: RunOptions): Promise<string> {
  const shown = [command, ...args].join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new CommandFailedError(shown, options.cwd, error.message, output))
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(output)
      else reject(new CommandFailedError(shown, options.cwd, signal ?? String(code), output))
    })
  })
}
