/** Which chain a SLIP-44 / ENSIP-11 coin type names, and the CAIP-2 network its names' addresses are for. */
export interface CoinTypeNetwork {
  namespace: string
  caipNetworkId: string
}

/** SLIP-44 coin types of the non-EVM namespaces, with the network their addresses are recorded for by default. */
export const defaultCoinTypeNetworks: Readonly<Record<number, CoinTypeNetwork>> = {
  501: { namespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  0: { namespace: 'bip122', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' },
  118: { namespace: 'cosmos', caipNetworkId: 'cosmos:cosmoshub-4' },
  354: { namespace: 'polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
}

const EVM_FLAG = 0x80000000

/**
 * 60 is Ethereum mainnet; ENSIP-11 gives every other EVM chain `0x80000000 | chainId`; the rest come from `table`
 * (the defaults, or the server's own). Undefined for a coin type nothing names.
 */
export function coinTypeNetwork(
  coinType: number,
  table: Readonly<Record<number, CoinTypeNetwork>> = defaultCoinTypeNetworks,
): CoinTypeNetwork | undefined {
  if (coinType === 60) return { namespace: 'eip155', caipNetworkId: 'eip155:1' }
  if (coinType >= EVM_FLAG && coinType <= 0xffffffff) {
    const chainId = coinType - EVM_FLAG
    if (chainId > 0) return { namespace: 'eip155', caipNetworkId: `eip155:${chainId}` }
  }
  return table[coinType]
}
