import { FeatureDisabledError, UnknownViewError, type ViewFeature } from '../../errors/router.js'
import type { Features } from '../options.js'
import { VIEWS, type View } from '../state.js'

/** The feature flag each feature panel needs (spec section 2). */
export const VIEW_FEATURES: Readonly<Partial<Record<View, ViewFeature>>> = {
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
}

function isFeatureOn(features: Features, feature: ViewFeature): boolean {
  const flag = features[feature]
  return Array.isArray(flag) ? flag.length > 0 : flag === true
}

/** Throws unless `view` is a known view whose feature flag (if it has one) is on. */
export function assertViewAllowed(features: Features, view: string): asserts view is View {
  if (!(VIEWS as readonly string[]).includes(view)) throw new UnknownViewError({ view })
  const feature = VIEW_FEATURES[view as View]
  if (feature !== undefined && !isFeatureOn(features, feature)) throw new FeatureDisabledError({ feature })
}
