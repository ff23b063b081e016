import type { OnrampProvider, OnrampStatus } from '@walletport/core/onramp'

export const TEST_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

/** Posts the fixture's checkout form with `card`, as the page's own form does. */
export function postCheckout(url: string, card: string): Promise<Response> {
  const body = new URLSearchParams({ card, expiry: '12/30', cvc: '123', holder: 'Tester' }).toString()
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
}

/** The purchase's status once it is done or failed (bounded: 100 polls 20 ms apart). */
export async function settledStatus(provider: OnrampProvider, id: string): Promise<OnrampStatus> {
  let status = await provider.getStatus({ id })
  for (
    let attempt = 0;
    attempt < 100 && (status.status === 'pending' || status.status === 'processing');
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    status = await provider.getStatus({ id })
  }
  return status
}
