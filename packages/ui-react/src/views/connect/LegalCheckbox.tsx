import type { LegalAcceptance } from '@walletport/core'
import { formatMessage } from '../../components/formatMessage.js'
import type { Messages } from '../../messages.js'

function legalTemplate({ termsConditionsUrl, privacyPolicyUrl }: LegalAcceptance, messages: Messages) {
  if (termsConditionsUrl && privacyPolicyUrl) return messages.legalAgreeBoth
  return termsConditionsUrl ? messages.legalAgreeTerms : messages.legalAgreePrivacy
}

/**
 * The terms/privacy checkbox of `features.legalCheckbox`: the sentence is the checkbox's label (a tap anywhere on
 * it ticks), the app's pages are links of their own under it (a link inside the label would share its tap
 * area), each opening in a new tab.
 */
export function LegalCheckbox({
  links,
  accepted,
  onChange,
  messages,
}: {
  links: LegalAcceptance
  accepted: boolean
  onChange(accepted: boolean): void
  messages: Messages
}) {
  const pages = [
    { href: links.termsConditionsUrl, text: messages.termsOfService },
    { href: links.privacyPolicyUrl, text: messages.privacyPolicy },
  ]
  return (
    <div className="wp-legal">
      <label className="wp-legal-label">
        <input
          type="checkbox"
          className="wp-legal-checkbox"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {formatMessage(legalTemplate(links, messages), {
            terms: messages.termsOfService,
            privacy: messages.privacyPolicy,
          })}
        </span>
      </label>
      <p className="wp-legal-links">
        {pages.map(({ href, text }) =>
          href === undefined ? null : (
            <a key={text} className="wp-link-button" href={href} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          ),
        )}
      </p>
    </div>
  )
}
