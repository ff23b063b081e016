import { type Identity, MethodNotSupportedError, type Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { readIdentity, readSuper } from '../accounts/readIdentity.js'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'

/**
 * The on-chain display name (`identity.identityOf`; a sub-account shows as 'Parent/sub'). A chain without the
 * identity pallet answers `MethodNotSupportedError`: the capability is absent there, not faked.
 */
export async function getIdentity(
  context: PolkadotContext,
  { address, network }: { address: string; network: Network },
): Promise<Identity> {
  const target = findAdapterNetwork(context.networks, network)
  const account = toNetworkAddress(address, target)
  const api = await context.apiFor(target)
  const identity = api.query.identity
  if (!identity?.identityOf) {
    throw new MethodNotSupportedError({
      method: 'getIdentity',
      namespace: 'polkadot',
      details: `${target.caipNetworkId} has no identity pallet`,
    })
  }
  const own = readIdentity(await identity.identityOf(account))
  if (own.name !== null || !identity.superOf) return own
  const sub = readSuper(await identity.superOf(account))
  if (!sub) return own
  const parent = readIdentity(await identity.identityOf(sub.parent))
  if (parent.name === null) return own
  return { name: sub.name ? `${parent.name}/${sub.name}` : parent.name, avatar: parent.avatar }
}
