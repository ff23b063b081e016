export {
  ARTIFACTS_DIR,
  type FailureEvidence,
  type ScreenshotPage,
  TestDeadlineError,
  type WithFailureArtifactsOptions,
  withFailureArtifacts,
  writeFailureArtifacts,
} from './withFailureArtifacts.js'
