import type { WalletPortClient } from '../client/WalletPortClient.js'
import { PaymentCancelledError } from '../errors/pay.js'
import { resolvePayRequest } from './resolvePayRequest.js'
import type { PayParameters, PayResult, PaySession } from './types.js'

/**
 * Asks the user to pay `amount` of `asset` to `recipient` on `network` (spec section 2, feature `pay`): the modal
 * shows the request on the Pay view, where the user pays from a connected wallet of that network's namespace (or
 * connects one). Resolves with the confirmed receipt; rejects on a bad request (before the modal opens), on refusal
 * in the wallet, on too little balance, on a network the wallet cannot switch to, and when the modal is closed.
 */
export async function pay(client: WalletPortClient, parameters: PayParameters): Promise<PayResult> {
  if (!client.options.features.pay) throw new Error('pay: the feature flag `pay` is off')
  const request = await resolvePayRequest(client, parameters)
  return new Promise<PayResult>((resolve, reject) => {
    let settled = false
    let kept = 0
    let unsubscribe = () => {}
    const finish = () => {
      settled = true
      unsubscribe()
    }
    const session: PaySession = {
      request,
      get settled() {
        return settled
      },
      resolve(result) {
        if (settled) return
        finish()
        resolve(result)
      },
      reject(error) {
        if (settled) return
        finish()
        reject(error)
      },
      async keepOpen(work) {
        kept++
        try {
          return await work()
        } finally {
          kept--
          const { open, view } = client.getState().modal
          if (!settled && !(open && view === 'Pay')) client.open({ view: 'Pay', data: { pay: session } })
        }
      },
    }
    client.open({ view: 'Pay', data: { pay: session } })
    // Closing the modal (or leaving the Pay view's request behind) before the payment settled cancels it.
    unsubscribe = client.subscribe((state) => {
      const { open, view, history } = state.modal
      if (!settled && kept === 0 && !(open && (view === 'Pay' || history.includes('Pay')))) {
        session.reject(new PaymentCancelledError())
      }
    })
  })
}
