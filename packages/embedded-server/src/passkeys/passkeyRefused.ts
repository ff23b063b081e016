import { ApiError } from '../http/ApiError.js'

export const passkeyRefused = (reason: string) =>
  new ApiError({ status: 400, code: 'passkey_refused', message: `The passkey was refused: ${reason}` })
