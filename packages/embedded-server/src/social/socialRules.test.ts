import { decideSocialAccount, decideSocialLink } from './decideSocialAccount.js'
import { checkLoginCode, loginChallengeOf } from './loginCodeBinding.js'

describe('decideSocialAccount (identity linking)', () => {
  const google = { provider: 'google' as const, email: 'ada@example.com', emailVerified: true }

  it('a known (provider, subject) signs in to its account, whatever its email says', () => {
    expect(
      decideSocialAccount({
        identity: google,
        identityAccountId: 'a1',
        emailAccountId: 'a3',
      }),
    ).toEqual({ kind: 'identity', accountId: 'a1' })
  })

  it('a verified email from a trusted provider links to the account of that email', () => {
    expect(
      decideSocialAccount({
        identity: google,
        identityAccountId: undefined,
        emailAccountId: 'a3',
      }),
    ).toEqual({ kind: 'link-email', accountId: 'a3' })
  })

  it.each([
    ['unverified, trusted provider', { ...google, emailVerified: false }],
    ['verified, untrusted provider', { ...google, provider: 'github' as const }],
    ['verified, untrusted provider (discord)', { ...google, provider: 'discord' as const }],
    ['no email', { provider: 'x' as const, email: undefined, emailVerified: false }],
  ])('%s never reaches the email account: a new account without email', (_, identity) => {
    expect(
      decideSocialAccount({
        identity,
        identityAccountId: undefined,
        emailAccountId: 'a3',
      }),
    ).toEqual({ kind: 'new-account', email: null })
  })

  it('anything else links only by the signed-in user: a new identity joins their account', () => {
    expect(decideSocialLink({ identityAccountId: undefined, signedInAccountId: 'a2' })).toEqual({
      kind: 'link',
      accountId: 'a2',
    })
  })

  it('a link never moves an identity: one of another account is refused, one of this account stays', () => {
    expect(decideSocialLink({ identityAccountId: 'a1', signedInAccountId: 'a2' })).toEqual({
      kind: 'other-account',
    })
    expect(decideSocialLink({ identityAccountId: 'a2', signedInAccountId: 'a2' })).toEqual({
      kind: 'already-linked',
      accountId: 'a2',
    })
  })

  it('a new account keeps a trusted verified email that no account has, and no other email', () => {
    const fresh = { identityAccountId: undefined, emailAccountId: undefined }
    expect(decideSocialAccount({ identity: google, ...fresh })).toEqual({
      kind: 'new-account',
      email: 'ada@example.com',
    })
    expect(decideSocialAccount({ identity: { ...google, provider: 'facebook' }, ...fresh })).toEqual({
      kind: 'new-account',
      email: null,
    })
  })
})

describe('checkLoginCode (login-code binding)', () => {
  const verifier = 'frame-verifier-that-only-the-frame-holds-0123456789'
  const code = {
    redeemedAt: undefined,
    expiresAt: 2_000,
    deviceJkt: 'jkt-frame',
    loginChallenge: loginChallengeOf(verifier),
  }
  const attempt = { verifier, deviceJkt: 'jkt-frame', now: 1_000 }

  it('redeems with the frame’s verifier from the frame’s device, before expiry', () => {
    expect(checkLoginCode(code, attempt)).toBe('ok')
  })

  it('refuses an intercepted code: wrong verifier, or another device', () => {
    expect(checkLoginCode(code, { ...attempt, verifier: 'guessed' })).toBe('wrong-verifier')
    expect(checkLoginCode(code, { ...attempt, deviceJkt: 'jkt-dapp' })).toBe('other-device')
  })

  it('refuses a replayed or expired code', () => {
    expect(checkLoginCode({ ...code, redeemedAt: 1_500 }, attempt)).toBe('used')
    expect(checkLoginCode(code, { ...attempt, now: 2_000 })).toBe('expired')
  })

  it('the challenge is PKCE S256 (RFC 7636 appendix B)', () => {
    expect(loginChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})
