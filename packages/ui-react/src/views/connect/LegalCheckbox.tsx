import type { LegalAcceptance } from '@walletport/core'
import { Fragment, type ReactNode, useId } from 'react'
import type { Messages } from '../../messages.js'

/** A message's `{terms}` and `{privacy}` placeholders (each once) replaced by nodes, the rest kept as text. */
function withLinks(template: string, links: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return name !== undefined && Object.hasOwn(links, name) ? (
      <Fragment key={name}>{links[name]}</Fragment>
    ) : (
      part
    )
  })
}

function legalTemplate({ termsConditionsUrl, privacyPolicyUrl }: LegalAcceptance, messages: Messages) {
  if (termsConditionsUrl && privacyPolicyUrl) return messages.legalAgreeBoth
  return termsConditionsUrl ? messages.legalAgreeTerms : messages.legalAgreePrivacy
}

/** The terms/privacy checkbox of `features.legalCheckbox`, each link opening the app's page in a new tab. */
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
  const id = useId()
  const link = (href: string | undefined, text: string) =>
    href === undefined ? null : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    )
  return (
    <div className="wp-legal">
      <input
        id={id}
        type="checkbox"
        className="wp-legal-checkbox"
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {withLinks(legalTemplate(links, messages), {
          terms: link(links.termsConditionsUrl, messages.termsOfService),
          privacy: link(links.privacyPolicyUrl, messages.privacyPolicy),
        })}
      </label>
    </div>
  )
}
