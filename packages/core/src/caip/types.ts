export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** A namespace WalletPort ships an adapter for. Third-party adapters may use any CAIP-2 namespace. */
export type KnownChainNamespace = (typeof CHAIN_NAMESPACES)[number]
export type ChainNamespace = KnownChainNamespace | (string & {})

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** CAIP-2 chain id: `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`
