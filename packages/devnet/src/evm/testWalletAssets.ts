import { AbiCoder } from 'ethers'

/**
 * What the test wallet answers to EIP-7811 `wallet_getAssets`: nothing (4200, as most wallets today), the ERC-20
 * tokens it knows (their balances and metadata read from its node at each request), or a fixed answer given as is
 * (a faulty wallet's).
 */
export type EvmTestWalletAssets = { tokens: readonly string[] } | { answer: unknown } | undefined

const SELECTORS = {
  balanceOf: '0x70a08231',
  decimals: '0x313ce567',
  symbol: '0x95d89b41',
  name: '0x06fdde03',
}

const coder = AbiCoder.defaultAbiCoder()

/** The EIP-7811 answer for `account` on `chainId`: one erc20 entry per known token, as `{ [hexChainId]: [...] }`. */
export async function readTestWalletAssets(
  call: (to: string, data: string) => Promise<string>,
  { account, chainId, tokens }: { account: string; chainId: number; tokens: readonly string[] },
): Promise<Record<string, unknown[]>> {
  const accountWord = account.slice(2).toLowerCase().padStart(64, '0')
  const assets = await Promise.all(
    tokens.map(async (address) => {
      const [balance, decimals, symbol, name] = await Promise.all([
        call(address, `${SELECTORS.balanceOf}${accountWord}`),
        call(address, SELECTORS.decimals),
        call(address, SELECTORS.symbol),
        call(address, SELECTORS.name),
      ])
      return {
        address,
        balance: `0x${BigInt(balance).toString(16)}`,
        type: 'erc20',
        metadata: {
          decimals: Number(BigInt(decimals)),
          symbol: coder.decode(['string'], symbol)[0] as string,
          name: coder.decode(['string'], name)[0] as string,
        },
      }
    }),
  )
  return { [`0x${chainId.toString(16)}`]: assets }
}
