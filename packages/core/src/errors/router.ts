import type { Features } from '../client/options.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

export type ViewFeature = keyof Pick<
  Features,
  'email' | 'socials' | 'swaps' | 'send' | 'receive' | 'onramp' | 'history' | 'pay'
>

/** A feature view was asked for while the app turned that feature off. */
export class FeatureDisabledError extends WalletPortError {
  override name = 'FeatureDisabledError'
  readonly feature: ViewFeature

  constructor({ feature, ...parameters }: { feature: ViewFeature } & WalletPortErrorParameters) {
    super(`The ${feature} feature is not enabled`, parameters)
    this.feature = feature
  }
}

export class UnknownViewError extends WalletPortError {
  override name = 'UnknownViewError'
  readonly view: string

  constructor({ view, ...parameters }: { view: string } & WalletPortErrorParameters) {
    super(`Unknown view ${JSON.stringify(view)}`, { details: 'See VIEWS in client/state.ts', ...parameters })
    this.view = view
  }
}

export class InvalidPageUrlError extends WalletPortError {
  override name = 'InvalidPageUrlError'
  readonly url: string

  constructor({ url, ...parameters }: { url: string } & WalletPortErrorParameters) {
    super(`Invalid page URL ${JSON.stringify(url)}`, {
      details: 'Expected an absolute http(s) URL',
      ...parameters,
    })
    this.url = url
  }
}
