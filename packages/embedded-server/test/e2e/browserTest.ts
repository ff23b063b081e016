import { withFailureArtifacts } from '@walletport/devnet'
import { browserEvidence, browserEvidenceMark } from './browserEvidence.js'

/** Time after a run's deadline for its evidence to be written before jest's own timeout ends the test. */
const ARTIFACT_MARGIN_MS = 15_000

/**
 * A jest test in chromium that, when it fails or outlives `timeoutMs`, leaves in test-artifacts/ a screenshot of the
 * page opened last, the console of every page since the test began, and the error (as the README promises).
 */
export function browserTest(name: string, run: () => Promise<void> | void, timeoutMs = 105_000): void {
  it(
    name,
    async () => {
      const mark = browserEvidenceMark()
      await withFailureArtifacts(
        () => browserEvidence(mark),
        async () => run(),
        { deadlineMs: timeoutMs },
      )
    },
    timeoutMs + ARTIFACT_MARGIN_MS,
  )
}
