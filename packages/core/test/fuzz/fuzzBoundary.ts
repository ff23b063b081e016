import { appendFileSync } from 'node:fs'
import fc from 'fast-check'

// Property runs over one trust boundary. The test command runs a bounded sample of each boundary (the default
// below); `npm run fuzz` sets WALLETPORT_FUZZ_RUNS (100 000 cases per boundary, shared among its properties by
// weight) and WALLETPORT_FUZZ_REPORT, a file each property appends its cases and failures to, which
// scripts/fuzz.mjs totals per boundary.

const SAMPLE_RUNS = 600

/** How many cases each boundary runs: the fuzz run's figure, or the test command's sample. */
export const fuzzRuns = Number(process.env.WALLETPORT_FUZZ_RUNS) || SAMPLE_RUNS

const seed =
  process.env.WALLETPORT_FUZZ_SEED === undefined ? undefined : Number(process.env.WALLETPORT_FUZZ_SEED)

export type FuzzProperty = fc.IRawProperty<unknown[], boolean>

export interface BoundaryProperty {
  /** Builds the property (called inside the test, so set-up errors fail that test only). */
  property(): FuzzProperty
  /** This property's part of the boundary's cases, relative to the others (default 1). */
  weight?: number
  /** A fixed number of cases instead of a part of `fuzzRuns` (whole client sessions, say). */
  runs?: number
}

/** One `describe` per boundary, one test per property; each records its cases and failures. */
export function describeBoundary(boundary: string, properties: Record<string, BoundaryProperty>): void {
  describe(`fuzz: ${boundary}`, () => {
    const entries = Object.entries(properties)
    const total = entries.reduce((sum, [, { weight = 1 }]) => sum + weight, 0)
    for (const [name, { property, weight = 1, runs }] of entries) {
      const numRuns = runs ?? Math.max(1, Math.ceil((fuzzRuns * weight) / total))
      it(
        name,
        async () => {
          const details = await fc.check(property(), { numRuns, ...(seed === undefined ? {} : { seed }) })
          record({
            boundary,
            property: name,
            cases: details.numRuns,
            failures: details.failed ? 1 : 0,
            seed: details.seed,
            ...(details.failed
              ? {
                  counterexample: safeStringify(details.counterexample),
                  error: String(details.errorInstance),
                }
              : {}),
          })
          if (details.failed)
            throw new Error(`${fc.defaultReportMessage(details)}\nGot: ${String(details.errorInstance)}`)
        },
        30_000 + numRuns * 5,
      )
    }
  })
}

function safeStringify(value: unknown): string {
  try {
    return fc.stringify(value)
  } catch {
    return '(a value that cannot be printed)'
  }
}

function record(line: Record<string, unknown>): void {
  const file = process.env.WALLETPORT_FUZZ_REPORT
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`)
}

/** Values a hostile or buggy caller hands over: anything, prototype keys, huge and control-laden strings. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything({
      maxDepth: 2,
      maxKeys: 4,
      withBigInt: true,
      withBoxedValues: true,
      withNullPrototype: true,
      withSparseArray: true,
    }),
    hostileString(),
    fc.constantFrom(
      Symbol('x'),
      () => {},
      Object.create(null),
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { polluted: true } } },
      throwingObject(),
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap')
          },
        },
      ),
    ),
  )
}

/** Strings with what breaks parsers: CR/LF, bidi and zero-width characters, look-alikes, prototype names. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
    {
      arbitrary: fc.string({
        unit: fc.constantFrom(
          '\r',
          '\n',
          '\u202e',
          '\u200b',
          '\u0000',
          ' ',
          '\t',
          'е',
          'а',
          'ο',
          ':',
          '%',
          'a',
          '0',
        ),
        maxLength: 20,
      }),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
      weight: 2,
    },
    { arbitrary: fc.constantFrom('x'.repeat(300_000), `a:${'b'.repeat(277_874)}`), weight: 1 },
  )
}

function throwingObject(): object {
  return Object.defineProperties(
    {},
    Object.fromEntries(
      ['message', 'code', 'data', 'cause', 'toString', 'name', 'error'].map((key) => [
        key,
        {
          get: () => {
            throw new Error(`getter ${key}`)
          },
          enumerable: true,
        },
      ]),
    ),
  )
}

/** Object.prototype carries nothing a parsed value put there. */
export function prototypeUntouched(): boolean {
  return (
    !('polluted' in Object.prototype) &&
    ({} as Record<string, unknown>).polluted === undefined &&
    Object.getOwnPropertyNames(Object.prototype).length === baselinePrototypeKeys
  )
}

const baselinePrototypeKeys = Object.getOwnPropertyNames(Object.prototype).length
