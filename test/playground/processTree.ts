import { readdirSync, readFileSync } from 'node:fs'

/** Parent pid of each live process, from /proc (Linux). */
function parentPids(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // The process ended while we read.
    }
  }
  return parents
}

/** Every live descendant of `pid` (children, their children…). */
export function descendantPids(pid: number): number[] {
  const parents = parentPids()
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const parent = queue.shift()!
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child)
        queue.push(child)
      }
    }
  }
  return found
}

/** The pids of `pids` still alive (zombies count as gone). */
export function livePids(pids: readonly number[]): number[] {
  return pids.filter((pid) => {
    try {
      return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    } catch {
      return false
    }
  })
}
