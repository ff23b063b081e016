import type { DappIdentity } from '../auth/dappIdentity.js'
import type { MailMessage } from './Mailer.js'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`
}

const NEVER_SHARE = 'Never share this code. Nobody from the app or the wallet will ever ask you for it.'
const NOT_YOU = 'If you did not ask for it, ignore this mail: nothing happens without the code.'

/** The one-time code mail; the code is the first six-digit number in the text, as the sink tests rely on. */
export function renderCodeMail({
  to,
  code,
  dapp,
  minutes,
  reason,
}: {
  to: string
  code: string
  dapp: DappIdentity
  minutes: number
  reason: 'sign-in' | 'confirm-current-email' | 'confirm-new-email'
}): MailMessage {
  const intro = {
    'sign-in': `${dapp.name} (${dapp.origin}) asked for a code to sign you in to your wallet.`,
    'confirm-current-email': `${dapp.name} (${dapp.origin}) asked to change the email of your wallet. Confirm it is you with this code.`,
    'confirm-new-email': `${dapp.name} (${dapp.origin}) asked to make this address the email of a wallet. Confirm it with this code.`,
  }[reason]
  const lines = [
    `Your code: ${code}`,
    intro,
    `It works once and expires in ${minutes} minutes.`,
    NEVER_SHARE,
    NOT_YOU,
  ]
  return {
    to,
    subject: `${code} is your ${dapp.name} wallet code`,
    text: lines.join('\n\n'),
    html: page([
      `Your code: <strong style="font-size:1.5em">${code}</strong>`,
      ...lines.slice(1).map(escapeHtml),
    ]),
  }
}

/** The device-approval mail: a link to the server's approval page (token in the fragment, never sent in a GET). */
export function renderDeviceApprovalMail({
  to,
  link,
  dapp,
  minutes,
}: {
  to: string
  link: string
  dapp: DappIdentity
  minutes: number
}): MailMessage {
  const lines = [
    `${dapp.name} (${dapp.origin}) asked to sign in to your wallet on a device it has not seen before.`,
    `If that was you, approve the device: ${link}`,
    `The link works once and expires in ${minutes} minutes. After approving, you get a sign-in code.`,
    NOT_YOU,
  ]
  return {
    to,
    subject: `Approve a new device for your ${dapp.name} wallet`,
    text: lines.join('\n\n'),
    html: page([
      escapeHtml(lines[0] ?? ''),
      `<a href="${escapeHtml(link)}">Approve this device</a>`,
      ...lines.slice(2).map(escapeHtml),
    ]),
  }
}
