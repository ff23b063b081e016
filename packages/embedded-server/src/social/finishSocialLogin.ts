import { randomBytes, randomUUID } from 'node:crypto'
import { type SocialProvider, socialProviderNames } from '@walletport/core'
import type { ServerContext } from '../auth/ServerContext.js'
import { sha256 } from '../crypto/keyedHash.js'
import type { SqlExecutor } from '../db/Database.js'
import { decideSocialAccount, decideSocialLink } from './decideSocialAccount.js'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLinkTakenError } from './SocialLinkTakenError.js'
import { SocialLoginError } from './SocialLoginError.js'

/** How long the one-time login code handed to the dapp may wait for the frame to redeem it. */
export const SOCIAL_LOGIN_CODE_TTL_MS = 2 * 60_000

export interface SocialCallbackOutcome {
  /** Where the result goes: the dapp that started the sign-in, unknown when the state matched nothing. */
  dappOrigin: string | undefined
  /** Redirect mode: the dapp page to return to with `result_uri`. */
  returnUrl: string | undefined
  /** `<server>/social/result?code=…` or `?error=…`: what the dapp passes to the frame's connect social. */
  resultUri: string
}

interface SocialLoginRow {
  id: string
  provider: string
  code_verifier: string
  nonce: string
  dapp_origin: string
  return_url: string | null
  link_account_id: string | null
  purpose: 'login' | 'link'
}

async function resolveAccount(
  context: ServerContext,
  executor: SqlExecutor,
  identity: SocialIdentity,
): Promise<string> {
  const [known] = await executor.query<{ account_id: string }>(
    'select account_id from identities where provider = $1 and subject = $2 for update',
    [identity.provider, identity.subject],
  )
  const [emailAccount] = identity.email
    ? await executor.query<{ id: string }>('select id from accounts where email = $1', [identity.email])
    : []
  const decision = decideSocialAccount({
    identity,
    identityAccountId: known?.account_id,
    emailAccountId: emailAccount?.id,
  })
  const now = new Date(context.now())
  let accountId: string
  if (decision.kind === 'new-account') {
    accountId = randomUUID()
    await executor.query('insert into accounts (id, email, created_at) values ($1, $2, $3)', [
      accountId,
      decision.email,
      now,
    ])
  } else accountId = decision.accountId
  await executor.query(
    `insert into identities (provider, subject, account_id, user_name, email, email_verified, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (provider, subject) do update set user_name = excluded.user_name, email = excluded.email,
       email_verified = excluded.email_verified`,
    [
      identity.provider,
      identity.subject,
      accountId,
      identity.userName ?? null,
      identity.email ?? null,
      identity.emailVerified,
      now,
    ],
  )
  context.logger.info('social login', {
    provider: identity.provider,
    decision: decision.kind,
    account: accountId,
  })
  return accountId
}

/**
 * A link's callback: nothing is linked yet. The identity waits in the row for the signed-in device to redeem the
 * code (with its verifier and DPoP key); one that already opens another account is refused here, and again there.
 */
async function holdLinkedIdentity(
  context: ServerContext,
  row: SocialLoginRow,
  identity: SocialIdentity,
  code: string,
): Promise<SocialLoginError | undefined> {
  const [known] = await context.db.query<{ account_id: string }>(
    'select account_id from identities where provider = $1 and subject = $2',
    [identity.provider, identity.subject],
  )
  const decision = decideSocialLink({
    identityAccountId: known?.account_id,
    signedInAccountId: row.link_account_id ?? '',
  })
  if (decision.kind === 'other-account') {
    context.logger.info('social link refused', { provider: identity.provider, reason: 'other-account' })
    return new SocialLinkTakenError(identity.provider)
  }
  await context.db.query(
    `update social_logins set account_id = link_account_id, user_name = $2, subject = $3, identity_email = $4,
       identity_email_verified = $5, login_code_hash = $6, code_expires_at = $7
     where id = $1`,
    [
      row.id,
      identity.userName ?? null,
      identity.subject,
      identity.email ?? null,
      identity.emailVerified,
      sha256(code),
      new Date(context.now() + SOCIAL_LOGIN_CODE_TTL_MS),
    ],
  )
  return undefined
}

/**
 * The provider's redirect back: finds the sign-in by its state (single use, 10 minutes, same provider), lets the
 * provider's client check code, PKCE, nonce and issuer, applies the linking rule and mints a one-time login code
 * bound to the starting device's verifier. Failures become an error result with a message for the user.
 */
export async function finishSocialLogin(
  context: ServerContext,
  {
    provider,
    callback,
    parameters,
  }: { provider: SocialProvider; callback: URL | Request; parameters: URLSearchParams },
): Promise<SocialCallbackOutcome> {
  const resultUri = (query: Record<string, string>) =>
    `${context.publicUrl}/social/result?${new URLSearchParams(query)}`
  const now = context.now()
  const state = parameters.get('state') ?? ''
  const [row] = await context.db.query<SocialLoginRow>(
    `update social_logins set finished_at = $3
     where state_hash = $1 and provider = $2 and finished_at is null and expires_at > $3
     returning id, provider, code_verifier, nonce, dapp_origin, return_url, link_account_id, purpose`,
    [sha256(state), provider, new Date(now)],
  )
  const name = socialProviderNames[provider]
  const failed = (error: SocialLoginError): SocialCallbackOutcome => ({
    dappOrigin: row?.dapp_origin,
    returnUrl: row?.return_url ?? undefined,
    resultUri: resultUri({ error: error.message }),
  })
  if (!row)
    return failed(
      new SocialLoginError(
        'state',
        `This ${name} sign-in is unknown, used or expired (the state does not match): start again`,
      ),
    )
  if (parameters.get('error'))
    return failed(
      new SocialLoginError(
        'refused',
        parameters.get('error') === 'access_denied'
          ? `You refused to sign in with ${name}: nothing was shared`
          : `${name} did not sign you in (${parameters.get('error')?.slice(0, 64)}): start again`,
      ),
    )
  let identity: SocialIdentity
  try {
    identity = await context.socialClients![provider]!.finish({
      callback,
      state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
    })
  } catch (error) {
    if (error instanceof SocialLoginError) {
      const cause =
        error.cause instanceof Error
          ? String((error.cause.cause as Error | undefined)?.message ?? error.cause.message)
          : ''
      context.logger.info('social login refused', {
        provider,
        reason: error.reason,
        detail: cause.slice(0, 200),
      })
      return failed(error)
    }
    throw error
  }
  const code = randomBytes(32).toString('base64url')
  if (row.purpose === 'link') {
    const refusal = await holdLinkedIdentity(context, row, identity, code)
    if (refusal) return failed(refusal)
    return {
      dappOrigin: row.dapp_origin,
      returnUrl: row.return_url ?? undefined,
      resultUri: resultUri({ code }),
    }
  }
  await context.db.transaction(async (executor) => {
    const accountId = await resolveAccount(context, executor, identity)
    await executor.query(
      `update social_logins set account_id = $2, user_name = $3, login_code_hash = $4, code_expires_at = $5
       where id = $1`,
      [row.id, accountId, identity.userName ?? null, sha256(code), new Date(now + SOCIAL_LOGIN_CODE_TTL_MS)],
    )
  })
  return {
    dappOrigin: row.dapp_origin,
    returnUrl: row.return_url ?? undefined,
    resultUri: resultUri({ code }),
  }
}
