import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where a failing browser test leaves its evidence (the README's promise): the repository's test-artifacts/, git ignores it. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../../../test-artifacts', import.meta.url))

/** The part of a playwright `Page` the evidence needs (devnet does not depend on playwright). */
export interface ScreenshotPage {
  isClosed(): boolean
  screenshot(options: { path: string; fullPage: boolean; timeout: number }): Promise<unknown>
}

/** What a browser test can show of its failure: the page it was on, and what that page said. */
export interface FailureEvidence {
  page: ScreenshotPage | undefined
  consoleLines: readonly string[]
  /** Requests refused because they left loopback. */
  blocked?: readonly string[]
}

export interface WithFailureArtifactsOptions {
  /** Names the files; the running jest test's full name by default. */
  name?: string
  /**
   * Ends a run still going after this long with an error, so the evidence is written before jest's own timeout
   * (which would end the test with no chance to write anything). Set it some seconds under the test's timeout.
   */
  deadlineMs?: number
  dir?: string
}

export class TestDeadlineError extends Error {
  override name = 'TestDeadlineError'
}

/** The running jest test's full name, when jest runs this. */
function currentTestName(): string | undefined {
  const jestExpect = (globalThis as { expect?: { getState?(): { currentTestName?: string } } }).expect
  return jestExpect?.getState?.().currentTestName
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)
}

/**
 * Writes `e2e-<name>.png` (the whole page, when one is open), `e2e-<name>.console.log` (console lines, page errors,
 * refused requests) and `e2e-<name>.error.txt` (the failure) under `dir`; returns the paths written.
 */
export async function writeFailureArtifacts(
  name: string,
  evidence: FailureEvidence | undefined,
  error: unknown,
  dir = ARTIFACTS_DIR,
): Promise<string[]> {
  mkdirSync(dir, { recursive: true })
  const base = join(dir, `e2e-${slug(name)}`)
  const written: string[] = []
  const page = evidence?.page
  if (page && !page.isClosed()) {
    const shot = await page
      .screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    if (shot) written.push(`${base}.png`)
  }
  const lines = [
    ...(evidence?.consoleLines ?? []),
    ...(evidence?.blocked ?? []).map((url) => `[blocked] ${url}`),
  ]
  writeFileSync(`${base}.console.log`, `${lines.join('\n')}\n`)
  written.push(`${base}.console.log`)
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  writeFileSync(`${base}.error.txt`, `${name}\n\n${text}\n`)
  written.push(`${base}.error.txt`)
  return written
}

/**
 * Runs a browser test's body; when it throws (or outlives `deadlineMs`), writes the evidence with
 * {@link writeFailureArtifacts} and rethrows. `evidence` is read at the failure, so it sees the page open then.
 */
export async function withFailureArtifacts<T>(
  evidence: () => FailureEvidence | undefined,
  run: () => Promise<T>,
  { name, deadlineMs, dir = ARTIFACTS_DIR }: WithFailureArtifactsOptions = {},
): Promise<T> {
  const testName = name ?? currentTestName() ?? 'unnamed test'
  let timer: NodeJS.Timeout | undefined
  const deadline =
    deadlineMs === undefined
      ? undefined
      : new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new TestDeadlineError(`'${testName}' did not finish within ${deadlineMs} ms`)),
            deadlineMs,
          )
        })
  try {
    return await (deadline ? Promise.race([run(), deadline]) : run())
  } catch (error) {
    let seen: FailureEvidence | undefined
    try {
      seen = evidence()
    } catch {
      seen = undefined
    }
    await writeFailureArtifacts(testName, seen, error, dir)
    throw error
  } finally {
    clearTimeout(timer)
  }
}
