/** The contract's DPoP proofs (`@walletport/embedded/contract`), under the path the server suite imports. */
export { createDeviceKey, createDpopProof, type DeviceKey } from '@walletport/embedded/contract'
