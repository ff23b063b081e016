import type { ChildProcess } from 'node:child_process'

/**
 * Kills `child` if this process exits first, so no node outlives the test run or CLI.
 * Returns a function that removes the hook (call it once the child has been stopped).
 */
export function killOnExit(child: ChildProcess): () => void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', kill)
  return () => {
    process.removeListener('exit', kill)
  }
}
