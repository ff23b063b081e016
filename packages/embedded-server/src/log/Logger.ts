import type { LogLevel } from '../config/readServerConfig.js'

export type LogFields = Record<string, string | number | boolean | undefined>

/**
 * One JSON line per event. Callers pass only what is safe to keep: ids, statuses, durations, hashed emails.
 * Never a code, token, share, request body or query string.
 */
export interface Logger {
  error(event: string, fields?: LogFields): void
  info(event: string, fields?: LogFields): void
  debug(event: string, fields?: LogFields): void
}

const RANK: Record<LogLevel, number> = { error: 0, info: 1, debug: 2 }

export function createLogger({
  level,
  write = (line) => process.stderr.write(line),
  now = Date.now,
}: {
  level: LogLevel
  write?: (line: string) => void
  now?: () => number
}): Logger {
  const log =
    (at: LogLevel) =>
    (event: string, fields: LogFields = {}) => {
      if (RANK[at] > RANK[level]) return
      write(`${JSON.stringify({ time: new Date(now()).toISOString(), level: at, event, ...fields })}\n`)
    }
  return { error: log('error'), info: log('info'), debug: log('debug') }
}
