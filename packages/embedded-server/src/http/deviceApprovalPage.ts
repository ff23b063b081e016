/** The page the approval mail links to; the token rides in the fragment, read by the script, sent by POST. */
export const deviceApprovalHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve a new device</title>
<link rel="stylesheet" href="/device/approve.css">
<script src="/device/approve.js" defer></script>
</head>
<body>
<main>
<h1>Approve a new device</h1>
<p id="status">Checking the link…</p>
<button id="approve" type="button" hidden>Approve this device</button>
</main>
</body>
</html>
`

export const deviceApprovalCss = `body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f5f7;color:#111}
main{max-width:28rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#3b5bdb;color:#fff;cursor:pointer}
button:disabled{opacity:.6;cursor:default}`

export const deviceApprovalJs = `(() => {
  const token = location.hash.slice(1)
  history.replaceState(null, '', location.pathname)
  const status = document.getElementById('status')
  const button = document.getElementById('approve')
  const post = (path) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })
    .then(async (response) => ({ ok: response.ok, body: await response.json().catch(() => ({})) }))
  const failed = (body) => { status.textContent = (body.error && body.error.message) || 'Something went wrong' }
  if (!token) { status.textContent = 'This approval link is not valid'; return }
  post('/v1/auth/device/describe').then(({ ok, body }) => {
    if (!ok) return failed(body)
    if (body.status === 'approved') { status.textContent = 'This device is already approved.'; return }
    status.textContent = body.dappName + ' (' + body.dappOrigin + ') asked to sign in to your wallet on a new device at ' + new Date(body.requestedAt).toLocaleString() + '. Approve it only if that was you.'
    button.hidden = false
  })
  button.addEventListener('click', () => {
    button.disabled = true
    post('/v1/auth/device/approve').then(({ ok, body }) => {
      if (!ok) { button.disabled = false; return failed(body) }
      button.hidden = true
      status.textContent = 'Device approved. We sent you a sign-in code: enter it in ' + body.dappName + '.'
    })
  })
})()
`
