import type { SocialCallbackOutcome } from './finishSocialLogin.js'

/** `<` and friends escaped so the JSON cannot end its script element. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * The page the provider redirects to, on the wallet's origin. In a popup it posts the result URI to the window
 * that opened it — only to the dapp that started the sign-in (to every allowed dapp for an error whose sign-in is
 * unknown) — and closes; in redirect mode it returns to the dapp page with `result_uri`.
 */
export function socialResultHtml(outcome: SocialCallbackOutcome, allowedOrigins: readonly string[]): string {
  const data = {
    resultUri: outcome.resultUri,
    returnUrl: outcome.returnUrl ?? null,
    targets: outcome.dappOrigin ? [outcome.dappOrigin] : allowedOrigins,
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in…</title>
<link rel="stylesheet" href="/device/approve.css">
<script type="application/json" id="walletport-social-result">${safeJson(data)}</script>
<script src="/social/result.js" defer></script>
</head>
<body>
<main>
<h1>Signing in</h1>
<p id="status" role="status">Returning to the app…</p>
</main>
</body>
</html>
`
}

export const socialResultJs = `(() => {
  const status = document.getElementById('status')
  const element = document.getElementById('walletport-social-result')
  if (!element) { status.textContent = 'You can close this window.'; return }
  const data = JSON.parse(element.textContent)
  const error = new URL(data.resultUri).searchParams.get('error')
  if (data.returnUrl) {
    const back = new URL(data.returnUrl)
    back.searchParams.set('result_uri', data.resultUri)
    location.replace(back.href)
    return
  }
  status.textContent = error || 'Signed in: you can close this window.'
  if (!window.opener) return
  for (const origin of data.targets) {
    try { window.opener.postMessage({ type: '@walletport-social/RESULT', payload: { resultUri: data.resultUri } }, origin) } catch {}
  }
  setTimeout(() => window.close(), 50)
})()
`
