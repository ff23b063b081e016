export { type AccountNameRule, InvalidAccountNameError } from '../errors/accountName.js'
export { type SchemaIssue, SchemaValidationError } from '../errors/schemas.js'
export {
  accountTypeSchema,
  type FrameAccountType,
  frameAccountTypeSchema,
  type UserPayload,
  userPayloadSchema,
} from './account.js'
export {
  type ConnectAction,
  connectActionSchema,
  type EmailUpdateAction,
  emailSchema,
  emailUpdateActionSchema,
  otpSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProviderSchema,
} from './auth.js'
export {
  type BatchedCall,
  batchedCallSchema,
  batchedCallsSchema,
  caipNetworkIdSchema,
  chainIdSchema,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaPreflightCommitment,
  solanaPreflightCommitmentSchema,
} from './chain.js'
export { isSocialProvider } from './isSocialProvider.js'
export { type ParsableSchema, parseWithSchema } from './parseWithSchema.js'
export { type SiwxMessageData, type SiwxSession, siwxMessageDataSchema, siwxSessionSchema } from './siwx.js'
export { socialProviderNames } from './socialProviderNames.js'
export { type ThemeMode, type ThemeVariables, themeModeSchema, themeVariablesSchema } from './theme.js'
export { toSchemaIssues } from './toSchemaIssues.js'
export {
  ACCOUNT_NAME_MIN_LENGTH,
  accountNameSchema,
  isValidAccountName,
  validateAccountName,
} from './validateAccountName.js'
