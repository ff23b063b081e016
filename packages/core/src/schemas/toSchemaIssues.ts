import type * as z from 'zod/mini'
import type { SchemaIssue } from '../errors/schemas.js'

/**
 * Maps zod issues to WalletPort's two texts. zod v4 does not report the input by default, so "missing" is
 * decided by looking the issue's path up in the value that was checked.
 */
export function toSchemaIssues(error: z.core.$ZodError, input: unknown, label?: string): SchemaIssue[] {
  const prefix = label === undefined ? [] : [label]
  return error.issues.flatMap((issue): SchemaIssue[] => {
    const segments = [...prefix, ...issue.path.map((segment) => String(segment))]
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...segments, key].join('.'), message: 'Invalid input' }))
    }
    const missing = valueAt(input, issue.path) === undefined
    return [{ path: segments.join('.') || 'value', message: missing ? 'Required' : 'Invalid input' }]
  })
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}
