import type { SqlExecutor } from '../db/Database.js'

export interface StoredName {
  name: string
  address: string
  namespace: string
  caipNetworkId: string
  attributes: Record<string, string>
}

/** The record the HTTP API answers with (core's `NameRecord`). */
export interface NameRecordJson {
  name: string
  addresses: Record<string, string>
  attributes: Record<string, string>
}

interface Row {
  name: string
  address: string
  namespace: string
  caip_network_id: string
  attributes: Record<string, string>
}

/** eip155 addresses compare without case (mixed case is only a checksum); the others exactly. */
export const addressKey = (address: string) =>
  /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address

export function toRecordJson(stored: StoredName): NameRecordJson {
  return {
    name: stored.name,
    addresses: { [stored.caipNetworkId]: stored.address },
    attributes: stored.attributes,
  }
}

const fromRow = (row: Row): StoredName => ({
  name: row.name,
  address: row.address,
  namespace: row.namespace,
  caipNetworkId: row.caip_network_id,
  attributes: row.attributes,
})

export async function findName(db: SqlExecutor, name: string): Promise<StoredName | undefined> {
  const [row] = await db.query<Row>('select * from account_names where name = $1', [name.toLowerCase()])
  return row && fromRow(row)
}

export async function findNamesOf(db: SqlExecutor, address: string): Promise<StoredName[]> {
  const rows = await db.query<Row>(
    'select * from account_names where address_key = $1 order by created_at, name',
    [addressKey(address)],
  )
  return rows.map(fromRow)
}

export async function takenAmong(db: SqlExecutor, names: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    'select name from account_names where name = any($1::text[])',
    [names.map((name) => name.toLowerCase())],
  )
  return new Set(rows.map((row) => row.name))
}

/** Inserts the name; false when it is taken (the primary key settles races between instances). */
export async function insertName(
  db: SqlExecutor,
  record: StoredName & { coinType: number; message: string; signature: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into account_names
       (name, address, address_key, namespace, coin_type, caip_network_id, attributes, signature, message, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (name) do nothing
     returning name`,
    [
      record.name.toLowerCase(),
      record.address,
      addressKey(record.address),
      record.namespace,
      record.coinType,
      record.caipNetworkId,
      JSON.stringify(record.attributes),
      record.signature,
      record.message,
      record.createdAt,
    ],
  )
  return rows.length === 1
}
