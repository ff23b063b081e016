import { type FailureEvidence, withFailureArtifacts } from '@walletport/devnet'

/** Time after a run's deadline for its evidence to be written before jest's own timeout ends the test. */
export const ARTIFACT_MARGIN_MS = 15_000

/** jest's timeout for a test whose run may take `runMs` (its deadline), leaving time to write the evidence. */
export const jestTimeoutFor = (runMs: number) => runMs + ARTIFACT_MARGIN_MS

/**
 * A jest test that saves a screenshot, the browser console and the error under test-artifacts/ when it fails
 * (including a run that outlives its time), and fails when the page tried to reach a host outside loopback or broke
 * the server's Content Security Policy. `timeoutMs` bounds the run; jest waits {@link ARTIFACT_MARGIN_MS} longer.
 */
export function e2eTest<S extends FailureEvidence & { blocked: readonly string[] }>(
  name: string,
  getSession: () => S,
  run: (session: S) => Promise<void>,
  timeoutMs = 60_000,
): void {
  it(
    name,
    async () => {
      const session = getSession()
      const blockedBefore = session.blocked.length
      await withFailureArtifacts(
        () => session,
        async () => {
          await run(session)
          expect(session.blocked.slice(blockedBefore)).toEqual([])
          expect(session.consoleLines.filter((line) => /Content Security Policy/.test(line))).toEqual([])
        },
        { deadlineMs: timeoutMs },
      )
    },
    jestTimeoutFor(timeoutMs),
  )
}
