import type { SocialProvider } from './socialProviders.js'

/**
 * Names as the providers write them (not translated), for what users read. A module of its own: the list is read at
 * start-up (storage), the names only by views and the wallet server, so they stay out of the first chunk.
 */
export const socialProviderNames: Record<SocialProvider | 'farcaster', string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
