import { type SealedBox, sealToPublicKey, sharePurposes } from '@walletport/embedded/contract'
import { limitRate } from '../auth/limitRate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { openAtRest, sealAtRest } from '../crypto/sealAtRest.js'
import { ApiError } from '../http/ApiError.js'
import { assertFreshLogin } from './assertFreshLogin.js'
import { openBox, parseRecipientKey } from './transportBoxes.js'

export interface WalletAddresses {
  evmAddress: string
  solanaAddress: string
}

/** Parameters of the passphrase KDF the frame used; stored for it, opaque to the server. */
export type RecoveryKdf = Record<string, string | number>

const contexts = {
  authShare: (accountId: string, jkt: string) => `auth-share|${accountId}|${jkt}`,
  serverShare: (accountId: string) => `server-share|${accountId}`,
  recoveryShare: (accountId: string) => `recovery-share|${accountId}`,
}

export async function getWalletAddresses(
  context: ServerContext,
  accountId: string,
): Promise<WalletAddresses | null> {
  const [row] = await context.db.query<{ evm_address: string; solana_address: string }>(
    'select evm_address, solana_address from wallets where account_id = $1',
    [accountId],
  )
  return row ? { evmAddress: row.evm_address, solanaAddress: row.solana_address } : null
}

/**
 * Stores a new wallet: its pinned addresses, the device set's auth share for this device and the recovery set
 * (server share + the passphrase-sealed recovery share). Each share arrives sealed to the transport key and is
 * sealed at rest with the key-encryption key; the plaintext buffers are zeroed.
 */
export async function createWallet(
  context: ServerContext,
  device: AuthenticatedDevice,
  {
    addresses,
    authShare,
    serverShare,
    recoveryShare,
    recoveryKdf,
  }: {
    addresses: WalletAddresses
    authShare: SealedBox
    serverShare: SealedBox
    recoveryShare: SealedBox
    recoveryKdf: RecoveryKdf
  },
): Promise<void> {
  const { accountId, deviceJkt } = device
  const auth = await openBox(context, authShare, sharePurposes.authShareUpload)
  const server = await openBox(context, serverShare, sharePurposes.serverShareUpload)
  const recovery = await openBox(context, recoveryShare, sharePurposes.recoveryShareUpload)
  try {
    const kek = context.keys.keyEncryptionKey
    const now = new Date(context.now())
    const created = await context.db.transaction(async (executor) => {
      const inserted = await executor.query(
        `insert into wallets (account_id, evm_address, solana_address, server_share, recovery_share, recovery_kdf, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id) do nothing returning account_id`,
        [
          accountId,
          addresses.evmAddress,
          addresses.solanaAddress,
          sealAtRest(kek, server, contexts.serverShare(accountId)),
          sealAtRest(kek, recovery, contexts.recoveryShare(accountId)),
          JSON.stringify(recoveryKdf),
          now,
        ],
      )
      if (inserted.length === 0) return false
      await executor.query(
        'insert into auth_shares (account_id, device_jkt, share, created_at) values ($1, $2, $3, $4)',
        [accountId, deviceJkt, sealAtRest(kek, auth, contexts.authShare(accountId, deviceJkt)), now],
      )
      return true
    })
    if (!created)
      throw new ApiError({ status: 409, code: 'wallet_exists', message: 'This account already has a wallet' })
    context.logger.info('wallet created', { account: accountId })
  } finally {
    auth.fill(0)
    server.fill(0)
    recovery.fill(0)
  }
}

/**
 * Hands this device its auth share, sealed to the one-time key the frame sent. For an export, and to make a
 * passkey's recovery set (adding a factor), the login must be fresh. 404 on a device with no share (a new device: it recovers with the passphrase).
 */
export async function openAuthShare(
  context: ServerContext,
  device: AuthenticatedDevice,
  { recipientKey, purpose }: { recipientKey: string; purpose: 'sign' | 'export' | 'passkey' },
): Promise<{ share: SealedBox; addresses: WalletAddresses }> {
  if (purpose === 'export') assertFreshLogin(context, device, 'export the recovery phrase')
  if (purpose === 'passkey') assertFreshLogin(context, device, 'add a passkey')
  const recipient = parseRecipientKey(recipientKey)
  const [row] = await context.db.query<{ share: Uint8Array; evm_address: string; solana_address: string }>(
    `select auth_shares.share, wallets.evm_address, wallets.solana_address
     from auth_shares join wallets on wallets.account_id = auth_shares.account_id
     where auth_shares.account_id = $1 and auth_shares.device_jkt = $2`,
    [device.accountId, device.deviceJkt],
  )
  if (!row) throw new ApiError({ status: 404, code: 'not_found', message: 'This device holds no key share' })
  const share = openAtRest(
    context.keys.keyEncryptionKey,
    row.share,
    contexts.authShare(device.accountId, device.deviceJkt),
  )
  try {
    return {
      share: await sealToPublicKey(recipient, share, sharePurposes.authShareDownload),
      addresses: { evmAddress: row.evm_address, solanaAddress: row.solana_address },
    }
  } finally {
    share.fill(0)
  }
}

/**
 * The recovery set for a device that has no share yet (fresh login only, 10 per account and hour): the server
 * share and the passphrase-sealed recovery share, each sealed to the frame's one-time key.
 */
export async function openRecovery(
  context: ServerContext,
  device: AuthenticatedDevice,
  { recipientKey }: { recipientKey: string },
): Promise<{
  serverShare: SealedBox
  recoveryShare: SealedBox
  recoveryKdf: RecoveryKdf
  addresses: WalletAddresses
}> {
  assertFreshLogin(context, device, 'recover the wallet on this device')
  const recipient = parseRecipientKey(recipientKey)
  await limitRate(context.db, context.now(), [{ bucket: `recovery:${device.accountId}`, perHour: 10 }])
  const [row] = await context.db.query<{
    server_share: Uint8Array
    recovery_share: Uint8Array
    recovery_kdf: RecoveryKdf
    evm_address: string
    solana_address: string
  }>('select * from wallets where account_id = $1', [device.accountId])
  if (!row)
    throw new ApiError({ status: 404, code: 'wallet_missing', message: 'This account has no wallet yet' })
  const kek = context.keys.keyEncryptionKey
  const server = openAtRest(kek, row.server_share, contexts.serverShare(device.accountId))
  const recovery = openAtRest(kek, row.recovery_share, contexts.recoveryShare(device.accountId))
  try {
    return {
      serverShare: await sealToPublicKey(recipient, server, sharePurposes.serverShareDownload),
      recoveryShare: await sealToPublicKey(recipient, recovery, sharePurposes.recoveryShareDownload),
      recoveryKdf: row.recovery_kdf,
      addresses: { evmAddress: row.evm_address, solanaAddress: row.solana_address },
    }
  } finally {
    server.fill(0)
    recovery.fill(0)
  }
}

/** Stores the auth share of a new device set made after recovery (fresh login only); replaces an older one. */
export async function storeDeviceShare(
  context: ServerContext,
  device: AuthenticatedDevice,
  { authShare }: { authShare: SealedBox },
): Promise<void> {
  assertFreshLogin(context, device, 'add this device')
  const share = await openBox(context, authShare, sharePurposes.authShareUpload)
  try {
    const stored = await context.db.query(
      `insert into auth_shares (account_id, device_jkt, share, created_at)
       select $1, $2, $3, $4 where exists (select 1 from wallets where account_id = $1)
       on conflict (account_id, device_jkt) do update set share = excluded.share, created_at = excluded.created_at
       returning account_id`,
      [
        device.accountId,
        device.deviceJkt,
        sealAtRest(
          context.keys.keyEncryptionKey,
          share,
          contexts.authShare(device.accountId, device.deviceJkt),
        ),
        new Date(context.now()),
      ],
    )
    if (stored.length === 0)
      throw new ApiError({ status: 404, code: 'wallet_missing', message: 'This account has no wallet yet' })
  } finally {
    share.fill(0)
  }
}
