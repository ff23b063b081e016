export {
  type BitcoinTestAccount,
  type BitcoinTestNetworkName,
  defaultBitcoinTestKeys,
  deriveBitcoinTestAccounts,
} from './bitcoinTestKeys.js'
export {
  type BitcoinStandardAccount,
  type BitcoinStandardWallet,
  bitcoinTestWalletIcon,
  createBitcoinStandardWallet,
} from './createBitcoinStandardWallet.js'
export { ESPLORA_PAGE_SIZE, EsploraBroadcastError } from './createEsploraApi.js'
export {
  type RegisterBitcoinTestWalletParameters,
  type RegisteredBitcoinTestWallet,
  registerBitcoinTestWallet,
} from './registerBitcoinTestWallet.js'
export {
  type BitcoinNode,
  defaultBitcoinMinerKey,
  type StartBitcoinNodeParameters,
  startBitcoinNode,
} from './startBitcoinNode.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletBehavior,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
  type SatsConnectProvider,
  type SatsConnectResponse,
  satsConnectErrorCodes,
} from './testWallet.js'
export type { EsploraStatus, EsploraTx } from './toEsploraTx.js'
