import type { SocialProvider } from '../../schemas/socialProviders.js'

/** Social providers a Telegram mini app cannot use, per Telegram platform (spec section 5). */
const BLOCKED_IN_TELEGRAM: Readonly<Record<string, readonly string[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/**
 * Spec section 5, Telegram social options: inside Telegram, iOS removes google, macOS removes x, Android removes
 * facebook and x. `platform` is Telegram's `WebApp.platform` ('ios', 'macos', 'android', 'tdesktop', …), or
 * undefined outside Telegram (nothing is removed).
 */
export function filterTelegramSocials<Social extends SocialProvider | 'farcaster'>(
  socials: readonly Social[],
  platform: string | undefined,
): Social[] {
  const blocked = platform === undefined ? [] : (BLOCKED_IN_TELEGRAM[platform.toLowerCase()] ?? [])
  return socials.filter((social) => !blocked.includes(social))
}

/** Telegram's platform when the page runs as a Telegram mini app (`window.Telegram.WebApp.platform`). */
export function readTelegramPlatform(scope: unknown = globalThis): string | undefined {
  const platform = (scope as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram?.WebApp?.platform
  return typeof platform === 'string' && platform !== 'unknown' ? platform : undefined
}
