/** The paymaster's migrations, applied by the embedded server's `migrate` in the paymaster's own schema. Append only. */
export const paymasterMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'daily gas spend and sponsorships',
    sql: `
-- One row per account and UTC day: the gas units signed for so far. Every instance adds to it in one statement.
create table daily_gas_spend (
  account text not null,
  day date not null,
  gas_used bigint not null,
  primary key (account, day)
);

-- Every signature handed out, for the operator's records.
create table sponsorships (
  id bigint generated always as identity primary key,
  account text not null,
  chain_id bigint not null,
  nonce text not null,
  gas bigint not null,
  origin text,
  valid_until timestamptz not null,
  created_at timestamptz not null
);
create index sponsorships_by_account on sponsorships (account, created_at);
`,
  },
]
