/** The contract's sealed boxes (`@walletport/embedded/contract`), under the path the server suite imports. */
export { openSealedBox, type SealedBox, SealedBoxError, sealToPublicKey } from '@walletport/embedded/contract'
