export {
  type CreatePolkadotTestExtensionParameters,
  createPolkadotTestExtension,
  type InjectedPolkadotAccount,
  type InjectedPolkadotExtension,
  type InjectedWindowProvider,
  type PolkadotTestExtension,
  type PolkadotTestExtensionBehavior,
  type PolkadotTestExtensionPrompt,
  polkadotRejectionMessages,
} from './createPolkadotTestExtension.js'
export {
  createPolkadotTransferIndex,
  type PolkadotTransferIndex,
  type PolkadotTransferRecord,
} from './createPolkadotTransferIndex.js'
export { injectPolkadotTestExtension } from './injectPolkadotTestExtension.js'
export {
  defaultPolkadotTestAccounts,
  derivePolkadotTestAccounts,
  type PolkadotKeyType,
  type PolkadotTestAccount,
  type PolkadotTestAccountSpec,
} from './polkadotTestAccounts.js'
export {
  type PolkadotDevnet,
  type StartPolkadotDevnetParameters,
  startPolkadotDevnet,
} from './startPolkadotDevnet.js'
export {
  type PolkadotIndexer,
  type StartPolkadotIndexerParameters,
  startPolkadotIndexer,
} from './startPolkadotIndexer.js'
export {
  type PolkadotNode,
  PolkadotNodeStartError,
  PolkadotRpcError,
  polkadotDevnetChain,
  polkadotDevnetGenesisHash,
  type StartPolkadotNodeParameters,
  startPolkadotNode,
} from './startPolkadotNode.js'
export type { SubscanTransfer } from './toSubscanTransfer.js'
