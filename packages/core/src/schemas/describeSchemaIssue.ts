import type * as z from 'zod/mini'

function describeProblem(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'too_small':
      return `expected ${issue.origin} ${issue.inclusive === false ? '>' : '>='} ${issue.minimum}`
    case 'too_big':
      return `expected ${issue.origin} ${issue.inclusive === false ? '<' : '<='} ${issue.maximum}`
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? `expected to match ${issue.pattern}`
        : `invalid ${issue.format}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ')}`
    case 'unrecognized_keys':
      return `unknown keys ${issue.keys.join(', ')}`
    case 'invalid_union':
      return 'matches no allowed form'
    default:
      return issue.message
  }
}

/**
 * A developer-facing line for a zod issue (`field.path: problem`), built from the issue's code so it reads the
 * same whether or not a zod locale is loaded (`zod/mini` loads none, and then every message is "Invalid input").
 */
export function describeSchemaIssue(issue: z.core.$ZodIssue, label?: string): string {
  const path = [...(label === undefined ? [] : [label]), ...issue.path.map(String)].join('.') || 'value'
  return `${path}: ${describeProblem(issue)}`
}
