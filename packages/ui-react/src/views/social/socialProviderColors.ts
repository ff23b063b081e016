import type { SocialProvider } from '@walletport/core'

/** The colour of each provider's badge. */
export const socialProviderColors: Record<SocialProvider | 'farcaster', string> = {
  google: '#4285f4',
  github: '#24292f',
  apple: '#000000',
  facebook: '#1877f2',
  x: '#0f1419',
  discord: '#5865f2',
  farcaster: '#855dcd',
}
