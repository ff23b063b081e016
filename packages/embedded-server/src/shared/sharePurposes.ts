/** The contract's sealed-box purposes (`@walletport/embedded/contract`), under the path the server suite imports. */
export { sharePurposes } from '@walletport/embedded/contract'
