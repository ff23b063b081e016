export {
  BALANCE_CACHE_MS,
  IDENTITY_CACHE_MS,
  TOKEN_BALANCE_CACHE_MS,
  TOKEN_BALANCE_RETRY_MS,
} from './constants.js'
export { fetchBalance } from './fetchBalance.js'
export { fetchIdentity } from './fetchIdentity.js'
export { fetchTokenBalances } from './fetchTokenBalances.js'
export { filterTokenBalances } from './filterTokenBalances.js'
export { type AccountTarget, getAccountTarget, isSameAccount } from './getAccountTarget.js'
export { requestJson } from './requestJson.js'
