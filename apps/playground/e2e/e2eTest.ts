import { type FailureEvidence, withFailureArtifacts } from './withFailureArtifacts.js'

/** Time left after a run's deadline for its evidence to be written before jest's own timeout ends the test. */
export const ARTIFACT_MARGIN_MS = 15_000

/** `withFailureArtifacts`' deadline for a test given `timeoutMs`: the evidence is written before jest ends it. */
export const deadlineFor = (timeoutMs: number) => ({ deadlineMs: timeoutMs - ARTIFACT_MARGIN_MS })

/**
 * A jest test that saves a screenshot, the browser console and the error under test-artifacts/ when it fails
 * (including a run that outlives its time), and fails when the page tried to reach a host outside loopback or broke
 * the server's Content Security Policy.
 */
export function e2eTest<S extends FailureEvidence>(
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
        deadlineFor(timeoutMs),
      )
    },
    timeoutMs,
  )
}
