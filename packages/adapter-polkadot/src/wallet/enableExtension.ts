import { InvalidWalletResponseError } from '@walletport/core'
import type { InjectedExtension, InjectedWindowProvider } from '../types.js'
import { walletCall } from './walletCall.js'

/** `enable(appName)` (or `connect`), with the answer checked: accounts.get and a signer must be there. */
export async function enableExtension(
  provider: InjectedWindowProvider,
  appName: string,
): Promise<InjectedExtension> {
  const method = provider.enable ? 'enable' : 'connect'
  const injected = (await walletCall(() => (provider.enable ?? provider.connect)!.call(provider, appName))) as
    | Partial<InjectedExtension>
    | undefined
  if (
    typeof injected?.accounts?.get !== 'function' ||
    typeof injected.signer !== 'object' ||
    !injected.signer
  ) {
    throw new InvalidWalletResponseError({
      method,
      expected: '{ accounts: { get }, signer }',
      received: injected,
    })
  }
  return injected as InjectedExtension
}
