export { formatCaipAddress } from './formatCaipAddress.js'
export { formatCaipNetworkId } from './formatCaipNetworkId.js'
export { isCaipAddress } from './isCaipAddress.js'
export { isCaipNetworkId } from './isCaipNetworkId.js'
export { isKnownChainNamespace } from './isKnownChainNamespace.js'
export { type ParsedCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'
export {
  ACCOUNT_TYPES,
  type AccountType,
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type KnownChainNamespace,
} from './types.js'
