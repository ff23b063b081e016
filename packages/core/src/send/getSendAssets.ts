import { parseUnits } from '../adapter/parseUnits.js'
import type { ChainNamespace } from '../caip/types.js'
import type { WalletPortClient } from '../client/WalletPortClient.js'
import type { Network } from '../networks/types.js'
import type { SendAsset } from './types.js'

/**
 * What the connected account of `namespace` can send on `network`: the native coin (its balance read afresh from the
 * adapter) first, then the tokens the app configured with their balances (tokens whose balance cannot be read in
 * their decimals are left out, as are balances of other networks).
 */
export async function getSendAssets(
  client: WalletPortClient,
  { namespace, address, network }: { namespace: ChainNamespace; address: string; network: Network },
): Promise<SendAsset[]> {
  const adapter = client.getAdapter(namespace)
  const [native] = await Promise.all([
    adapter.getBalance({ address, network }),
    adapter.getTokenBalances ? client.fetchTokenBalances(namespace).catch(() => undefined) : undefined,
  ])
  const { name, symbol } = network.nativeCurrency
  const assets: SendAsset[] = [{ name, symbol, decimals: native.decimals, balance: native.value }]
  for (const token of client.getState().chains[namespace]?.accountState.tokenBalance ?? []) {
    if (token.address === undefined || token.chainId !== network.caipNetworkId) continue
    let balance: bigint
    try {
      balance = parseUnits(token.quantity.numeric, token.quantity.decimals)
    } catch {
      continue
    }
    assets.push({
      token: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.quantity.decimals,
      balance,
      ...(token.iconUrl !== undefined && { iconUrl: token.iconUrl }),
    })
  }
  return assets
}
