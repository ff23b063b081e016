export { type BitcoinAddressType, validateBitcoinAddress } from './validateBitcoinAddress.js'
