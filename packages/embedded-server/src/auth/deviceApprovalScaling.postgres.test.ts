import { randomBytes } from 'node:crypto'
import { createTestPostgres } from '../../test/openTestPostgres.js'
import type { Database } from '../db/Database.js'
import { migrate } from '../db/migrate.js'
import { sweepExpired } from '../store/rateLimits.js'
import { isDeviceKnownSql } from './isDeviceKnown.js'

const OLD_APPROVALS = 50_000
const HOUR = 60 * 60_000

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? []
  return [plan, ...children.flatMap(planNodes)]
}

/**
 * New-device sign-in on PostgreSQL with many old device approvals (issue 33: 500k made p50 31 → 136 ms): the lookup
 * must go through an index, never a scan of every approval, and the sweep must prune long-expired approvals. No
 * wall clock: the plan and the row counts are the measure.
 */
describe('device approvals at scale (PostgreSQL)', () => {
  const postgres = createTestPostgres()
  let db: Database
  const now = Date.now()
  beforeAll(async () => {
    db = await postgres.open()
    await migrate(db)
    await db.query(
      `insert into device_approvals (id, email, device_jkt, token_hash, dapp_origin, dapp_name, created_at, expires_at, approved_at)
       select gen_random_uuid(), 'user' || (n % 5000) || '@example.com', md5(n::text), decode(md5(n::text), 'hex'),
              'http://127.0.0.1:5173', 'Test Dapp', $1::timestamptz, $1::timestamptz + interval '10 minutes',
              case when n % 2 = 0 then $1::timestamptz + interval '1 minute' end
       from generate_series(1, ${OLD_APPROVALS}) as n`,
      [new Date(now - 48 * HOUR)],
    )
    await db.query('analyze device_approvals')
  }, 120_000)
  afterAll(async () => {
    await db?.close()
    await postgres.drop()
  })

  it('answers "is this device known for this email" from an index, not a scan of every approval', async () => {
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      `explain (format json) ${isDeviceKnownSql}`,
      ['user42@example.com', randomBytes(32).toString('base64url'), new Date(now - 10 * 60_000)],
    )
    const nodes = planNodes(row?.['QUERY PLAN'][0].Plan ?? {})
    const onApprovals = nodes.filter((node) => node['Relation Name'] === 'device_approvals')
    expect(onApprovals.map((node) => node['Node Type'])).not.toContain('Seq Scan')
    expect(onApprovals.map((node) => node['Index Name'])).toContain('device_approvals_approved')
  })

  it('prunes approvals expired over two hours ago, and keeps recent ones', async () => {
    await db.query(
      `insert into device_approvals (id, email, device_jkt, token_hash, dapp_origin, dapp_name, created_at, expires_at)
       values (gen_random_uuid(), 'recent@example.com', 'jkt', $1, 'http://127.0.0.1:5173', 'Test Dapp', $2, $3)`,
      [randomBytes(32), new Date(now - 5 * 60_000), new Date(now + 5 * 60_000)],
    )
    const count = async () =>
      Number((await db.query<{ count: string }>('select count(*) as count from device_approvals'))[0]?.count)
    expect(await count()).toBe(OLD_APPROVALS + 1)
    await sweepExpired(db, now, 2 * HOUR)
    expect(await count()).toBe(1)
  })
})
