import * as z from 'zod/mini'
import type { Identity } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { type ClientContext, updateChain } from '../context.js'
import { findAccountName } from '../names/findAccountName.js'
import { IDENTITY_CACHE_MS } from './constants.js'
import { type AccountTarget, getAccountTarget, isSameAccount } from './getAccountTarget.js'
import { requestJson } from './requestJson.js'

const identitySchema = z.object({ name: z.nullish(z.string()), avatar: z.nullish(z.string()) })

/**
 * Identity service contract (`endpoints.identity`):
 * `GET {identity}/v1/identity/{address}?caipNetworkId={caipNetworkId}` → `{ name: string | null, avatar: string | null }`.
 * Without the endpoint the adapter's chain-native lookup (`getIdentity`, ENS on eip155) is used.
 */
function loadIdentity(context: ClientContext, target: AccountTarget): Promise<Identity | null> {
  const { adapter, address, network } = target
  const base = context.options.endpoints.identity
  if (base !== undefined) {
    const url = `${base}/v1/identity/${encodeURIComponent(address)}?caipNetworkId=${encodeURIComponent(network.caipNetworkId)}`
    return requestJson(context, url, identitySchema).then(({ name, avatar }) => ({
      name: name ?? null,
      avatar: avatar ?? null,
    }))
  }
  if (adapter.getIdentity) return adapter.getIdentity({ address, network })
  return Promise.resolve(null)
}

/**
 * Sets `profileName` and `profileImage` of the connected account of `namespace` (the active one when omitted).
 * Identity exists only on eip155 mainnets: elsewhere, and when no lookup is available (identity is optional),
 * both are cleared to null. Without an identity name, the first name the app's name service holds for the account
 * is the profile name. Lookup errors propagate and leave the state as it was.
 */
export async function fetchIdentity(context: ClientContext, namespace?: ChainNamespace): Promise<void> {
  const target = getAccountTarget(context, namespace)
  if (!target) return
  const { network, caipAddress } = target
  const identity =
    network.chainNamespace === 'eip155' && !network.testnet
      ? await context.cache.getOrLoad(`identity:${caipAddress}`, IDENTITY_CACHE_MS, () =>
          loadIdentity(context, target),
        )
      : null
  const name = identity?.name ?? (await findAccountName(context, target))
  updateChain(context, target.namespace, (chain) =>
    !isSameAccount(chain, target)
      ? chain
      : {
          ...chain,
          accountState: {
            ...chain.accountState,
            profileName: name,
            profileImage: identity?.avatar ?? null,
          },
        },
  )
}
