import type { Network, TokenBalance } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import type { NodeRequest } from './buildEvmTransaction.js'
import { decodeAbiString } from './decodeAbiString.js'
import { encodeAddressWord } from './hex.js'
import type { EvmToken } from './types.js'

const SELECTORS = {
  balanceOf: '0x70a08231',
  decimals: '0x313ce567',
  symbol: '0x95d89b41',
  name: '0x06fdde03',
} as const

/**
 * ERC-20 balances of `address` for the configured tokens, read with `eth_call` (no chain library). Symbol, name
 * and decimals come from the configuration, else from the contract. No price source: `price` is 0.
 */
export async function getErc20Balances(
  request: NodeRequest,
  { address, network, tokens }: { address: string; network: Network; tokens: readonly EvmToken[] },
): Promise<TokenBalance[]> {
  const call = (to: string, data: string) => request<string>('eth_call', [{ to, data }, 'latest'])
  return Promise.all(
    tokens.map(async (token) => {
      const [balance, decimals, symbol, name] = await Promise.all([
        call(token.address, `${SELECTORS.balanceOf}${encodeAddressWord(address)}`).then(BigInt),
        token.decimals ?? call(token.address, SELECTORS.decimals).then(Number),
        token.symbol ?? call(token.address, SELECTORS.symbol).then(decodeAbiString),
        token.name ?? call(token.address, SELECTORS.name).then(decodeAbiString, () => undefined),
      ])
      return {
        name: name ?? symbol ?? token.address,
        symbol: symbol ?? '',
        chainId: network.caipNetworkId,
        address: token.address,
        price: 0,
        quantity: { decimals, numeric: formatUnits(balance, decimals) },
        ...(token.iconUrl && { iconUrl: token.iconUrl }),
      }
    }),
  )
}
