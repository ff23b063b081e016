import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(__dirname, '..', '..')

export interface PlaygroundRun {
  child: ChildProcess
  /** stdout and stderr so far. */
  output(): string
  /** Resolves with the first match of `pattern` in the output; rejects if the script exits first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>
  /** Resolves with the exit code (or signal) once npm has exited; rejects after `timeoutMs`. */
  waitForExit(timeoutMs: number): Promise<number | NodeJS.Signals>
  /** Kills what is left of the run's process group (the test's safety net, not what is under test). */
  killGroup(): void
}

/** The test runner's environment without what jest adds (NODE_ENV=test, its worker id): a developer's shell. */
function userEnvironment(): NodeJS.ProcessEnv {
  const environment = { ...process.env }
  for (const name of Object.keys(environment)) {
    if (name === 'NODE_ENV' || name === 'NODE_OPTIONS' || name.startsWith('JEST_')) delete environment[name]
  }
  return environment
}

/** `npm run playground` at the repository root, as the README says, in a process group of its own. */
export function runPlaygroundScript(env: Record<string, string>): PlaygroundRun {
  const child = spawn('npm', ['run', 'playground'], {
    cwd: root,
    env: { ...userEnvironment(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const listeners = new Set<() => void>()
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  let exit: number | NodeJS.Signals | undefined
  child.once('exit', (code, signal) => {
    exit = code ?? signal ?? 'SIGKILL'
    for (const listener of listeners) listener()
  })
  const waitFor = <T>(check: () => T | undefined, failure: () => string | undefined, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const listener = () => {
        const value = check()
        const problem = value === undefined ? failure() : undefined
        if (value === undefined && problem === undefined) return
        listeners.delete(listener)
        clearTimeout(timer)
        if (value !== undefined) resolve(value)
        else reject(new Error(problem))
      }
      const timer = setTimeout(() => {
        listeners.delete(listener)
        reject(new Error(`Waited ${timeoutMs} ms in vain; the playground's output:\n${output.slice(-4000)}`))
      }, timeoutMs)
      listeners.add(listener)
      listener()
    })
  return {
    child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs) =>
      waitFor(
        () => output.match(pattern) ?? undefined,
        () =>
          exit === undefined
            ? undefined
            : `npm run playground exited (${exit}) before printing ${pattern}:\n${output.slice(-4000)}`,
        timeoutMs,
      ),
    waitForExit: (timeoutMs) =>
      waitFor(
        () => exit,
        () => undefined,
        timeoutMs,
      ),
    killGroup() {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // Nothing left.
      }
    },
  }
}
