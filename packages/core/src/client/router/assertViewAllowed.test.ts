import { FeatureDisabledError } from '../../errors/router.js'
import { DEFAULT_FEATURES } from '../resolveOptions.js'
import { VIEWS } from '../state.js'
import { assertViewAllowed, VIEW_FEATURES } from './assertViewAllowed.js'

describe('assertViewAllowed', () => {
  it('allows every view under the default features except Pay, which is off by default', () => {
    for (const view of VIEWS) {
      if (view === 'Pay')
        expect(() => assertViewAllowed(DEFAULT_FEATURES, view)).toThrow(FeatureDisabledError)
      else expect(() => assertViewAllowed(DEFAULT_FEATURES, view)).not.toThrow()
    }
  })

  it('maps each feature panel to its flag', () => {
    expect(VIEW_FEATURES).toEqual({
      EmailLogin: 'email',
      EmailVerifyDevice: 'email',
      EmailVerifyOtp: 'email',
      UpdateEmailWallet: 'email',
      UpdateEmailPrimaryOtp: 'email',
      UpdateEmailSecondaryOtp: 'email',
      Socials: 'socials',
      ConnectingSocial: 'socials',
      Swap: 'swaps',
      Send: 'send',
      Receive: 'receive',
      Onramp: 'onramp',
      Transactions: 'history',
      Pay: 'pay',
    })
  })

  it('treats an empty socials list as socials off', () => {
    expect(() => assertViewAllowed({ ...DEFAULT_FEATURES, socials: [] }, 'Socials')).toThrow(
      'The socials feature is not enabled',
    )
    expect(() => assertViewAllowed({ ...DEFAULT_FEATURES, socials: false }, 'Socials')).toThrow(
      FeatureDisabledError,
    )
  })

  it('refuses a view name that is not a view, whatever its case', () => {
    expect(() => assertViewAllowed(DEFAULT_FEATURES, 'connect')).toThrow('Unknown view "connect"')
  })
})
