import type { LegalAcceptance, WalletPortClient } from '@walletport/core'
import { useState } from 'react'

export interface LegalConsent {
  /** The app's links (`termsConditionsUrl`, `privacyPolicyUrl`), those it gave. */
  links: LegalAcceptance
  /** False while `features.legalCheckbox` asks for a tick this client has not stored for these links. */
  accepted: boolean
  setAccepted(accepted: boolean): void
}

/**
 * The legal checkbox's state, kept in the client's storage (`legal-accepted`, under the client's prefix) so it is
 * asked once per client; links other than those accepted (the app changed its terms) ask again. A stored value a
 * page script tampered with fails the storage key's check and reads as not accepted.
 */
export function useLegalConsent(client: WalletPortClient): LegalConsent {
  const { features, termsConditionsUrl, privacyPolicyUrl } = client.options
  const links: LegalAcceptance = {
    ...(termsConditionsUrl === undefined ? {} : { termsConditionsUrl }),
    ...(privacyPolicyUrl === undefined ? {} : { privacyPolicyUrl }),
  }
  const [accepted, setState] = useState(() => {
    if (!features.legalCheckbox) return true
    const stored = client.storage.get('legal-accepted')
    return (
      stored !== undefined &&
      stored.termsConditionsUrl === termsConditionsUrl &&
      stored.privacyPolicyUrl === privacyPolicyUrl
    )
  })
  return {
    links,
    accepted,
    setAccepted(next) {
      setState(next)
      if (next) client.storage.set('legal-accepted', links)
      else client.storage.remove('legal-accepted')
    },
  }
}
