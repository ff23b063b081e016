import type { Connection, PublicKey } from '@solana/web3.js'
import type { Network, TokenBalance } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import type { SolanaToken } from './types.js'

interface ParsedTokenAmount {
  amount: string
  decimals: number
  uiAmountString?: string
}

/**
 * Balances of the configured SPL mints held by `owner` (all its token accounts of each mint added up), read
 * with `getParsedTokenAccountsByOwner`. A mint the owner holds no account of is reported as 0 with decimals 0
 * unless the RPC tells otherwise. No price source: `price` is 0.
 */
export async function getSplTokenBalances(
  connection: Connection,
  {
    owner,
    network,
    tokens,
    loadPublicKey,
  }: {
    owner: PublicKey
    network: Network
    tokens: readonly SolanaToken[]
    loadPublicKey: (address: string) => PublicKey
  },
): Promise<TokenBalance[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, {
        mint: loadPublicKey(token.mint),
      })
      let amount = 0n
      let decimals = 0
      for (const { account } of value) {
        const info = (account.data.parsed as { info?: { tokenAmount?: ParsedTokenAmount } }).info
        if (!info?.tokenAmount) continue
        amount += BigInt(info.tokenAmount.amount)
        decimals = info.tokenAmount.decimals
      }
      const numeric = formatUnits(amount, decimals)
      return {
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        address: token.mint,
        price: 0,
        quantity: { decimals, numeric },
        ...(token.iconUrl && { iconUrl: token.iconUrl }),
      }
    }),
  )
}
