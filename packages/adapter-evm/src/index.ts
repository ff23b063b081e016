export { validateEvmAddress } from './validateEvmAddress.js'
