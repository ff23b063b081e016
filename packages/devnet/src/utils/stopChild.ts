import type { ChildProcess } from 'node:child_process'

/** Sends SIGTERM, escalates to SIGKILL after `graceMs`, resolves once the child has exited. */
export function stopChild(child: ChildProcess, graceMs = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
