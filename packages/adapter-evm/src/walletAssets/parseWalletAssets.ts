import { InvalidWalletResponseError, type Network, type TokenBalance } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'

const METHOD = 'wallet_getAssets'
const EXPECTED =
  '{ [hexChainId]: [{ address, balance: hex, type, metadata: { name, symbol, decimals } }] } (EIP-7811)'
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]{1,64}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function invalid(received: unknown, details?: string): InvalidWalletResponseError {
  return new InvalidWalletResponseError({
    method: METHOD,
    expected: EXPECTED,
    received,
    ...(details !== undefined && { details: `${details}\nExpected: ${EXPECTED}` }),
  })
}

/** One ERC-20 entry of the answer as a token balance; native and NFT entries are not tokens of the list. */
function toTokenBalance(asset: unknown, network: Network): TokenBalance | undefined {
  if (!isRecord(asset)) throw invalid(asset, 'An asset is not an object')
  if (typeof asset.type !== 'string') throw invalid(asset, 'An asset has no type')
  if (asset.type.toLowerCase() !== 'erc20') return undefined
  const { address, balance, metadata } = asset
  if (typeof address !== 'string' || !ADDRESS.test(address))
    throw invalid(asset, `An erc20 asset's address is no 0x address: ${String(address)}`)
  if (typeof balance !== 'string' || !HEX.test(balance))
    throw invalid(asset, `The balance of ${address} is no hex quantity: ${String(balance)}`)
  if (!isRecord(metadata)) throw invalid(asset, `The erc20 asset ${address} has no metadata`)
  const { decimals, symbol, name, price, iconUrl } = metadata
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 77)
    throw invalid(asset, `The decimals of ${address} are no whole number from 0 to 77: ${String(decimals)}`)
  if (typeof symbol !== 'string' || symbol.length > 32)
    throw invalid(asset, `The symbol of ${address} is no text of at most 32 characters`)
  return {
    name: typeof name === 'string' && name !== '' ? name.slice(0, 64) : symbol || address,
    symbol,
    chainId: network.caipNetworkId,
    address,
    price: typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0,
    quantity: { decimals, numeric: formatUnits(BigInt(balance), decimals) },
    ...(typeof iconUrl === 'string' && /^(https:|data:image\/)/.test(iconUrl) && { iconUrl }),
  }
}

/**
 * The ERC-20 tokens an EIP-7811 `wallet_getAssets` answer reports on `network` (an untrusted wallet answer: any
 * malformed part is `InvalidWalletResponseError` and none of it is used). Native and NFT entries are left out:
 * the native balance is read from the node, NFTs have their own tab.
 */
export function parseWalletAssets(answer: unknown, network: Network): TokenBalance[] {
  if (!isRecord(answer)) throw invalid(answer)
  const chainKey = `0x${Number(network.id).toString(16)}`
  const entry = Object.entries(answer).find(([key]) => key.toLowerCase() === chainKey)
  if (!entry) return []
  const [, assets] = entry
  if (!Array.isArray(assets)) throw invalid(answer, `The assets of chain ${chainKey} are not a list`)
  return assets.flatMap((asset) => toTokenBalance(asset, network) ?? [])
}
