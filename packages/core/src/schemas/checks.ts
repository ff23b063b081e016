import type { SchemaIssue } from '../errors/schemas.js'
import { SchemaValidationError } from '../errors/schemas.js'

/**
 * Hand-written checks for what runs at start-up (options, theme, stored values), so that a page that only shows
 * a connect button loads no zod: each check reports the same `path: Required | Invalid input` issues, and the same
 * `path: expected …` details, as `parseWithSchema` does with a zod schema. zod stays for the boundaries that run
 * later (wallet answers, the frame protocol, HTTP bodies).
 */
export type CheckPath = readonly (string | number)[]

export interface CheckProblem {
  path: CheckPath
  problem: string
}

export type Check = (value: unknown, path: CheckPath, problems: CheckProblem[]) => void

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A check that passes when `test` returns undefined and reports its text otherwise. */
export const rule =
  (test: (value: unknown) => string | undefined): Check =>
  (value, path, problems) => {
    const problem = test(value)
    if (problem !== undefined) problems.push({ path, problem })
  }

export const string = (test?: (value: string) => string | undefined): Check =>
  rule((value) => (typeof value !== 'string' ? 'expected string' : test?.(value)))

export const nonEmptyString = string((value) => (value === '' ? 'expected string >= 1' : undefined))

export const number = (test?: (value: number) => string | undefined): Check =>
  rule((value) => (typeof value !== 'number' || !Number.isFinite(value) ? 'expected number' : test?.(value)))

export const boolean = rule((value) => (typeof value === 'boolean' ? undefined : 'expected boolean'))

export const func = rule((value) => (typeof value === 'function' ? undefined : 'expected function'))

export const oneOf = (values: readonly unknown[]): Check =>
  rule((value) =>
    values.includes(value)
      ? undefined
      : `expected one of ${values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')}`,
  )

export const optional =
  (check: Check): Check =>
  (value, path, problems) => {
    if (value !== undefined) check(value, path, problems)
  }

export const array =
  (item: Check, { min, max }: { min?: number; max?: number } = {}): Check =>
  (value, path, problems) => {
    if (!Array.isArray(value)) return void problems.push({ path, problem: 'expected array' })
    if (min !== undefined && value.length < min) problems.push({ path, problem: `expected array >= ${min}` })
    if (max !== undefined && value.length > max) problems.push({ path, problem: `expected array <= ${max}` })
    value.forEach((entry, index) => {
      item(entry, [...path, index], problems)
    })
  }

/** Checks the listed keys; `strict` refuses any other key (a typo fails loudly), otherwise extra keys pass. */
export const object =
  (shape: Record<string, Check>, { strict = false }: { strict?: boolean } = {}): Check =>
  (value, path, problems) => {
    if (!isRecord(value)) return void problems.push({ path, problem: 'expected object' })
    for (const [key, check] of Object.entries(shape)) check(value[key], [...path, key], problems)
    if (!strict) return
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) problems.push({ path: [...path, key], problem: `unknown key ${key}` })
    }
  }

export const record =
  (key: Check, entry: Check): Check =>
  (value, path, problems) => {
    if (!isRecord(value)) return void problems.push({ path, problem: 'expected record' })
    for (const [name, item] of Object.entries(value)) {
      key(name, [...path, name], problems)
      entry(item, [...path, name], problems)
    }
  }

/** Passes when any of `checks` passes. */
export const union =
  (...checks: Check[]): Check =>
  (value, path, problems) => {
    if (checks.some((check) => problemsOf(check, value).length === 0)) return
    problems.push({ path, problem: 'matches no allowed form' })
  }

export function problemsOf(check: Check, value: unknown): CheckProblem[] {
  const problems: CheckProblem[] = []
  check(value, [], problems)
  return problems
}

function valueAt(input: unknown, path: CheckPath): unknown {
  let current = input
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}

/** WalletPort's issues for `problems` found in `input`: a missing value is 'Required', anything else 'Invalid input'. */
export function toCheckIssues(
  problems: readonly CheckProblem[],
  input: unknown,
  label?: string,
): SchemaIssue[] {
  const prefix = label === undefined ? [] : [label]
  return problems.map(({ path }) => ({
    path: [...prefix, ...path].join('.') || 'value',
    message: valueAt(input, path) === undefined ? 'Required' : 'Invalid input',
  }))
}

/** Runs `check` on `value`; throws a `SchemaValidationError` whose paths start with `label` when given. */
export function assertCheck(check: Check, value: unknown, label?: string): void {
  const problems = problemsOf(check, value)
  if (problems.length === 0) return
  const prefix = label === undefined ? [] : [label]
  throw new SchemaValidationError(toCheckIssues(problems, value, label), {
    details: problems
      .map(({ path, problem }) => `${[...prefix, ...path].join('.') || 'value'}: ${problem}`)
      .join('; '),
  })
}
