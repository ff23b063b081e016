/**
 * The name service's own migrations, applied by `migrate` in its own schema (the embedded server's schema and
 * migration list are left alone). Append only.
 */
export const nameMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'account names',
    sql: `
-- name is stored lower-cased: names are unique without regard to case.
create table account_names (
  name text primary key,
  address text not null,
  -- address_key: the address as compared (lower-cased on eip155, where case is only a checksum).
  address_key text not null,
  namespace text not null,
  coin_type bigint not null,
  caip_network_id text not null,
  attributes jsonb not null,
  signature text not null,
  message text not null,
  created_at timestamptz not null
);
create index account_names_by_address on account_names (address_key);
`,
  },
]
