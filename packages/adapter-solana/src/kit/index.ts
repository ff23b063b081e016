export { UnknownSolanaAdapterError } from '../unknownSolanaAdapterError.js'
export { getKitSigners, type SolanaKitSigners } from './getKitSigners.js'
