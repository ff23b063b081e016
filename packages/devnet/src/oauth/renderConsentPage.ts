import type { SocialTestUser } from './socialTestUsers.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The provider's sign-in page: one button per scripted user (consent), then refuse, wrong state and — for
 * OpenID Connect — wrong nonce. Each posts `choice` (and `user`) with the hidden fields back to `action`.
 */
export function renderConsentPage({
  provider,
  clientName,
  action,
  hidden,
  users,
  oidc,
}: {
  provider: string
  clientName: string
  action: string
  hidden: Record<string, string>
  users: readonly SocialTestUser[]
  oidc: boolean
}): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const button = (label: string, choice: string, user = '') =>
    `<form method="post" action="${escapeHtml(action)}">${fields}<input type="hidden" name="choice" value="${choice}"><input type="hidden" name="user" value="${escapeHtml(user)}"><button type="submit">${escapeHtml(label)}</button></form>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(provider)} (devnet)</title>
<style>body{font:15px system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}button{width:100%;padding:.6rem;margin:.25rem 0;font:inherit;cursor:pointer}</style></head>
<body><h1>${escapeHtml(provider)} (devnet)</h1><p>${escapeHtml(clientName)} wants to know who you are.</p>
${users.map((user) => button(`Continue as ${user.name}`, 'consent', user.id)).join('')}
${button('Refuse', 'refuse')}
${button('Return a wrong state', 'bad-state')}
${oidc ? button('Return a wrong nonce', 'bad-nonce') : ''}
</body></html>`
}
