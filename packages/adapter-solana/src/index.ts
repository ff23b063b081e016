export { validateSolanaAddress } from './validateSolanaAddress.js'
