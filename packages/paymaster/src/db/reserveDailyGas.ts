import type { SqlExecutor } from '@walletport/embedded-server'

/**
 * Adds `gas` to the account's spend of the UTC day of `now` if it stays within `limit`, in one statement: on one
 * PostgreSQL the row lock of `on conflict do update` makes concurrent instances add one after the other, so they
 * enforce one budget. Returns the day's new total, or undefined (nothing added) when it would go over.
 */
export async function reserveDailyGas(
  executor: SqlExecutor,
  { account, gas, limit, now }: { account: string; gas: bigint; limit: bigint; now: number },
): Promise<bigint | undefined> {
  if (gas > limit) return undefined
  const day = new Date(now).toISOString().slice(0, 10)
  const rows = await executor.query<{ gas_used: string }>(
    `insert into daily_gas_spend (account, day, gas_used) values ($1, $2, $3)
     on conflict (account, day) do update set gas_used = daily_gas_spend.gas_used + excluded.gas_used
     where daily_gas_spend.gas_used + excluded.gas_used <= $4
     returning gas_used::text as gas_used`,
    [account.toLowerCase(), day, gas.toString(), limit.toString()],
  )
  return rows[0] === undefined ? undefined : BigInt(rows[0].gas_used)
}

/** What the account has been sponsored on the UTC day of `now` (gas units). */
export async function dailyGasUsed(executor: SqlExecutor, account: string, now: number): Promise<bigint> {
  const rows = await executor.query<{ gas_used: string }>(
    'select gas_used::text as gas_used from daily_gas_spend where account = $1 and day = $2',
    [account.toLowerCase(), new Date(now).toISOString().slice(0, 10)],
  )
  return BigInt(rows[0]?.gas_used ?? '0')
}
