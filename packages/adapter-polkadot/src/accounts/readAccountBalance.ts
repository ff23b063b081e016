import type { ApiPromise } from '@polkadot/api'

export interface AccountBalance {
  free: bigint
  reserved: bigint
  /** `frozen` (current balances pallet), else the larger of `miscFrozen` and `feeFrozen` (before 2023). */
  frozen: bigint
  /** What can leave the account: free minus what the freezes hold beyond the reserve. */
  transferable: bigint
  /** Whether the account exists on chain (it has providers, or a balance). */
  exists: boolean
}

type Amount = { toString(): string } | undefined
interface AccountInfoLike {
  providers?: Amount
  sufficients?: Amount
  data: { free: Amount; reserved: Amount; frozen?: Amount; miscFrozen?: Amount; feeFrozen?: Amount }
}

const big = (value: Amount) => (value === undefined ? 0n : BigInt(value.toString()))
const larger = (a: bigint, b: bigint) => (a > b ? a : b)

/** `system.account` of `address`, read without @polkadot/api-augment (the runtime decides the fields). */
export async function readAccountBalance(api: ApiPromise, address: string): Promise<AccountBalance> {
  const query = api.query.system?.account
  if (!query) throw new Error('This chain has no system.account storage')
  const info = (await query(address)) as unknown as AccountInfoLike
  const free = big(info.data.free)
  const reserved = big(info.data.reserved)
  const frozen =
    info.data.frozen !== undefined
      ? big(info.data.frozen)
      : larger(big(info.data.miscFrozen), big(info.data.feeFrozen))
  const held = frozen > reserved ? frozen - reserved : 0n
  const transferable = free > held ? free - held : 0n
  const exists = big(info.providers) + big(info.sufficients) > 0n || free > 0n
  return { free, reserved, frozen, transferable, exists }
}
