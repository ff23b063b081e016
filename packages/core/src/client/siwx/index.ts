export { assertCanRequestSignIn, isSmartAccountActive, type SignInTarget } from './assertCanRequestSignIn.js'
export { cancelSignIn } from './cancelSignIn.js'
export { type CreateDefaultSiwxParameters, createDefaultSiwx } from './createDefaultSiwx.js'
export { createNonce } from './createNonce.js'
export { InvalidSiwxMessageError, SiwxNonceError, SiwxSessionRejectedError } from './errors.js'
export {
  type FormatSiwxMessageOptions,
  type FormatSiwxMessageParameters,
  formatSiwxMessage,
} from './formatSiwxMessage.js'
export { getSiwxChainName } from './getSiwxChainName.js'
export { getSiwxVerifier, type SiwxVerifierSource } from './getSiwxVerifier.js'
export { requestSignIn } from './requestSignIn.js'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxRequest, SiwxSession } from './types.js'
