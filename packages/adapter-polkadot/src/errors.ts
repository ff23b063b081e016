import { WalletPortError } from '@walletport/core'

/** The extension answered, but shares no account usable on the network (none allowed, or all tied to other chains). */
export class NoPolkadotAccountsError extends WalletPortError {
  override name = 'NoPolkadotAccountsError'
  constructor({ wallet, network }: { wallet: string; network: string }) {
    super(`${wallet} shares no account for ${network}`, {
      details: `Expected at least one account usable on ${network}, received none. Allow one for this site in the extension (accounts tied to other chains are left out).`,
    })
  }
}

/** An address that breaks an SS58 rule; the message names the rule (internal: shown as InvalidAddressError's details). */
export class Ss58Error extends Error {
  override name = 'Ss58Error'
}
