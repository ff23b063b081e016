import type { ServerContext } from '../auth/ServerContext.js'
import { ApiError } from '../http/ApiError.js'
import { defaultLimits } from '../limits.js'
import { assertFreshLogin } from './assertFreshLogin.js'

describe('assertFreshLogin (step-up)', () => {
  const loginAt = 1_700_000_000_000
  const at = (now: number) => ({ now: () => now, limits: defaultLimits }) as unknown as ServerContext
  const device = { accountId: 'a', deviceJkt: 'j', familyId: 'f', authTime: loginAt }

  it('passes a login up to 10 minutes old', () => {
    expect(() => assertFreshLogin(at(loginAt), device, 'export the recovery phrase')).not.toThrow()
    expect(() =>
      assertFreshLogin(at(loginAt + 10 * 60_000), device, 'export the recovery phrase'),
    ).not.toThrow()
  })

  it('refuses an older one with 403 login_not_fresh, naming what it guards', () => {
    let thrown: unknown
    try {
      assertFreshLogin(at(loginAt + 10 * 60_000 + 1), device, 'add a passkey')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ApiError)
    expect(thrown).toMatchObject({
      status: 403,
      code: 'login_not_fresh',
      message: 'Sign in again to add a passkey: it needs a login from the last 10 minutes',
    })
  })
})
