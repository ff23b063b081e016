import type { ApiPromise } from '@polkadot/api'

/** The balances pallet's existential deposit, in planck (0 where the runtime has none). */
export function existentialDeposit(api: ApiPromise): bigint {
  return BigInt(api.consts.balances?.existentialDeposit?.toString() ?? '0')
}
