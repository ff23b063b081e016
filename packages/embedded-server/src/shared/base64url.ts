/** The contract's base64url (`@walletport/embedded/contract`), under the path the HTTP app and the server suite import. */
export { fromBase64Url, toBase64Url } from '@walletport/embedded/contract'
