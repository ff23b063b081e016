import type { ApiPromise } from '@polkadot/api'
import type { DispatchError } from '@polkadot/types/interfaces'

/**
 * A dispatch error as people read it: a module error decoded from the chain's metadata ('balances' +
 * 'InsufficientBalance' + its docs), else the error kind ('BadOrigin', 'Token.FundsUnavailable'…).
 */
export function describeDispatchError(
  api: ApiPromise,
  error: DispatchError,
): { error: string; docs: string } {
  if (error.isModule) {
    try {
      const { section, name, docs } = api.registry.findMetaError(error.asModule)
      return { error: `${section}.${name}`, docs: docs.join(' ').trim() }
    } catch {
      return { error: `Module error ${error.asModule.toString()}`, docs: '' }
    }
  }
  const kind = error.type
  const detail = (error as unknown as Record<string, { type?: string } | undefined>)[`as${kind}`]?.type
  return { error: detail ? `${kind}.${detail}` : kind, docs: '' }
}
