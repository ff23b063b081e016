/**
 * One list of migrations for PGlite and PostgreSQL alike (both are PostgreSQL). Append only: a released
 * migration never changes. Timestamps come from the server's clock as parameters, never from `now()`, so
 * instances and tests agree on one clock.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'accounts, codes, devices, sessions, wallets',
    sql: `
create table accounts (
  id uuid primary key,
  email text not null unique,
  created_at timestamptz not null
);

-- One row per code sent. The code itself is never stored: code_hash = HMAC(pepper, id || ':' || code).
create table email_challenges (
  id uuid primary key,
  purpose text not null check (purpose in ('login', 'update-primary', 'update-secondary')),
  email text not null,
  account_id uuid references accounts (id) on delete cascade,
  new_email text,
  device_jkt text not null,
  code_hash bytea not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  voided_at timestamptz
);
create index email_challenges_open on email_challenges (email, purpose) where consumed_at is null and voided_at is null;

-- A link mailed to approve a device the account has not seen; token_hash = HMAC(pepper, token).
create table device_approvals (
  id uuid primary key,
  email text not null,
  device_jkt text not null,
  token_hash bytea not null unique,
  dapp_origin text not null,
  dapp_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  approved_at timestamptz,
  voided_at timestamptz,
  challenge_id uuid references email_challenges (id) on delete set null
);
create index device_approvals_pending on device_approvals (email, device_jkt) where approved_at is null and voided_at is null;

create table devices (
  account_id uuid not null references accounts (id) on delete cascade,
  jkt text not null,
  public_jwk jsonb not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  revoked_at timestamptz,
  primary key (account_id, jkt)
);

-- Fixed-window counters shared by every instance (per email, per IP, per action).
create table rate_counters (
  bucket text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (bucket, window_start)
);

create table cooldowns (
  key text primary key,
  until timestamptz not null
);

create table token_families (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  device_jkt text not null,
  auth_time timestamptz not null,
  created_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);

-- Refresh tokens are stored as SHA-256 hashes; a used one presented again revokes its family.
create table refresh_tokens (
  token_hash bytea primary key,
  family_id uuid not null references token_families (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_family on refresh_tokens (family_id);

-- DPoP proof ids seen recently (RFC 9449 replay cache), shared by every instance.
create table dpop_replays (
  jti text primary key,
  expires_at timestamptz not null
);

-- Public addresses pinned at creation and the recovery set: the server share sealed with the
-- key-encryption key, the user's recovery share sealed in the frame by the user's passphrase.
create table wallets (
  account_id uuid primary key references accounts (id) on delete cascade,
  evm_address text not null,
  solana_address text not null,
  server_share bytea not null,
  recovery_share bytea not null,
  recovery_kdf jsonb not null,
  created_at timestamptz not null
);

-- One auth share per device set, sealed with the key-encryption key (AAD: account, device).
create table auth_shares (
  account_id uuid not null references wallets (account_id) on delete cascade,
  device_jkt text not null,
  share bytea not null,
  created_at timestamptz not null,
  primary key (account_id, device_jkt)
);
`,
  },
  {
    version: 2,
    name: 'identities',
    sql: `
alter table accounts alter column email drop not null;

create table identities (
  provider text not null,
  subject text not null,
  account_id uuid not null references accounts (id) on delete cascade,
  user_name text,
  created_at timestamptz not null,
  primary key (provider, subject)
);
`,
  },
  {
    version: 3,
    name: 'social login',
    sql: `
alter table identities add column email text;
alter table identities add column email_verified boolean not null default false;

-- One row per social sign-in: found by its state (stored as SHA-256) at the callback, then by its one-time login
-- code (SHA-256 too), which only the device that started it, holding the verifier of login_challenge, redeems.
create table social_logins (
  id uuid primary key,
  state_hash bytea not null unique,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  device_jkt text not null,
  login_challenge text not null,
  dapp_origin text not null,
  return_url text,
  link_account_id uuid references accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  finished_at timestamptz,
  account_id uuid references accounts (id) on delete cascade,
  user_name text,
  login_code_hash bytea unique,
  code_expires_at timestamptz,
  redeemed_at timestamptz
);
`,
  },
  {
    version: 4,
    name: 'farcaster logins',
    sql: `
-- One row per Sign In With Farcaster: the nonce the signed message must carry (single use, 5 minutes), the SIWF
-- domain (the dapp's host), the relay channel polled for the signature, and the device that may finish it.
create table farcaster_logins (
  id uuid primary key,
  nonce text not null unique,
  domain text not null,
  channel_token text not null,
  device_jkt text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
`,
  },
  {
    version: 5,
    name: 'passkeys',
    sql: `
-- One row per passkey (a recovery factor): the WebAuthn credential (public key, signature counter, transports) and
-- its own recovery set: a recovery share the frame encrypted with a key from the passkey's PRF output, and the
-- matching server share, both sealed at rest. recovery_kdf (PRF salt, IV) is the frame's, opaque here.
create table passkeys (
  credential_id text primary key,
  account_id uuid not null references wallets (account_id) on delete cascade,
  public_key bytea not null,
  counter bigint not null,
  transports jsonb not null,
  recovery_share bytea not null,
  server_share bytea not null,
  recovery_kdf jsonb not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index passkeys_account on passkeys (account_id);

-- WebAuthn challenges: single use, 5 minutes, bound to one ceremony, account and device.
create table webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'recover')),
  account_id uuid not null references accounts (id) on delete cascade,
  device_jkt text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
`,
  },
  {
    version: 6,
    name: 'social links',
    sql: `
-- A sign-in row is a login or a link: a link (started by a signed-in device, link_account_id its account) keeps the
-- provider's identity until that device redeems the code with its verifier; only then is the identity linked.
alter table social_logins add column purpose text not null default 'login' check (purpose in ('login', 'link'));
alter table social_logins add column subject text;
alter table social_logins add column identity_email text;
alter table social_logins add column identity_email_verified boolean;
`,
  },
  {
    version: 7,
    name: 'farcaster links',
    sql: `
-- A Farcaster sign-in started by a signed-in device to link the fid to its account (link_account_id), not to log in.
alter table farcaster_logins add column link_account_id uuid references accounts (id) on delete cascade;
`,
  },
  {
    version: 8,
    name: 'device approval lookups',
    sql: `
-- A sign-in asks whether this device was approved for this email lately (isDeviceKnown): one index answers it
-- however many old approvals there are, and the sweep drops approvals long expired by expires_at (issue 33).
create index device_approvals_approved on device_approvals (email, device_jkt, approved_at) where approved_at is not null;
create index device_approvals_expires on device_approvals (expires_at);
`,
  },
]
