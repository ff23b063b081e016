export { validateCosmosAddress } from './validateCosmosAddress.js'
