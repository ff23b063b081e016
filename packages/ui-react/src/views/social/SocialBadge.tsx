import { type SocialProvider, socialProviderNames } from '@walletport/core'
import { logosLoader } from '../../logos/logosLoader.js'
import { useLoaded } from '../../modal/useLoaded.js'
import { socialProviderColors } from './socialProviderColors.js'

/**
 * The provider's bundled mark (never fetched from a host), else, for a provider the marks library lacks
 * (Farcaster), its initial on its brand colour; decorative, the provider's name is beside it.
 */
export function SocialBadge({
  provider,
  size = 28,
}: {
  provider: SocialProvider | 'farcaster'
  size?: number
}) {
  const logos = useLoaded(logosLoader)
  const svg = logos?.socialSvgs[provider]
  if (svg)
    return (
      <span
        className="wp-social-badge wp-logo"
        aria-hidden="true"
        data-provider={provider}
        style={{ width: size, height: size }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static, bundled, checked SVG (scripts/writeLogos.mjs)
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    )
  return (
    <span
      className="wp-social-badge"
      aria-hidden="true"
      data-provider={provider}
      style={{ background: socialProviderColors[provider], width: size, height: size, fontSize: size * 0.5 }}
    >
      {socialProviderNames[provider].charAt(0)}
    </span>
  )
}
