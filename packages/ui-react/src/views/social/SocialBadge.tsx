import type { SocialProvider } from '@walletport/core'
import { socialProviderColors, socialProviderNames } from './socialProviderNames.js'

/** The provider's initial on its brand colour (no third-party logo is fetched). */
export function SocialBadge({
  provider,
  size = 28,
}: {
  provider: SocialProvider | 'farcaster'
  size?: number
}) {
  return (
    <span
      className="wp-social-badge"
      aria-hidden="true"
      style={{ background: socialProviderColors[provider], width: size, height: size, fontSize: size * 0.5 }}
    >
      {socialProviderNames[provider].charAt(0)}
    </span>
  )
}
