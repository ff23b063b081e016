export { validatePolkadotAddress } from './validatePolkadotAddress.js'
