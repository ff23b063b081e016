// The allow-list for requests forwarded to a wallet WalletPort runs (the embedded auth wallet). Following
// the spec, only wallet_* and eth_* methods plus the Solana sign calls are listed. Choices where it is silent:
// - user-operation reads (ERC-4337 bundler calls) count as "read-only … and similar";
// - eth_sign, eth_signTransaction and the legacy eth_signTypedData / _v3 are refused: only v4 typed data;
// - wallet_switchEthereumChain / wallet_addEthereumChain and eth_requestAccounts are refused: switching and
//   connecting go through the adapter's own switchNetwork / connect, never through a forwarded request;
// - net_* and web3_* are refused (not wallet or eth methods).

/** Read-only calls and raw-transaction sending: allowed, and spared when the user rejects. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_estimateUserOperationGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_supportedEntryPoints',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/** Calls that sign or send on the user's behalf: allowed, and aborted when the user rejects. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type AllowedRpcMethod = SafeRpcMethod | UnsafeRpcMethod
