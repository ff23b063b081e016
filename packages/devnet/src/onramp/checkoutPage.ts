const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:32px auto;padding:0 16px;color:#141414}
h1{font-size:20px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;font-size:16px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:10px;font-size:16px;background:#2563eb;color:#fff;border:0;border-radius:8px}
.summary{background:#f4f4f5;padding:12px;border-radius:8px}.error{color:#b91c1c}.hint{color:#555;font-size:13px}
</style></head><body>${body}</body></html>`

export interface CheckoutSummary {
  provider: string
  id: string
  fiatAmount: string
  fiat: string
  crypto: string
  address: string
}

/** The fixture's checkout: the order and a test card form (no script, so a strict page policy is no obstacle). */
export function checkoutFormPage(summary: CheckoutSummary, error?: string): string {
  return page(
    `${summary.provider} checkout`,
    `<h1>${escapeHtml(summary.provider)} — checkout</h1>
<div class="summary"><p>You pay <strong>${escapeHtml(summary.fiatAmount)} ${escapeHtml(summary.fiat)}</strong></p>
<p>You get <strong>${escapeHtml(summary.crypto)}</strong></p><p>To <code>${escapeHtml(summary.address)}</code></p></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(summary.id)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" required>
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="off" required>
<button type="submit">Pay ${escapeHtml(summary.fiatAmount)} ${escapeHtml(summary.fiat)}</button>
</form><p class="hint">Devnet fixture: test card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.</p>`,
  )
}

export function checkoutResultPage(provider: string, outcome: 'paid' | 'declined'): string {
  return page(
    `${provider} checkout`,
    outcome === 'paid'
      ? `<h1>Payment received</h1><p>The funds are on their way to your wallet. You can close this window.</p>`
      : `<h1>Card declined</h1><p>The purchase failed; nothing was charged. You can close this window.</p>`,
  )
}
