import type { SocialProvider } from '@walletport/core'

/** Brand names as the providers write them (not translated), and the colour of each provider's badge. */
export const socialProviderNames: Record<SocialProvider | 'farcaster', string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

export const socialProviderColors: Record<SocialProvider | 'farcaster', string> = {
  google: '#4285f4',
  github: '#24292f',
  apple: '#000000',
  facebook: '#1877f2',
  x: '#0f1419',
  discord: '#5865f2',
  farcaster: '#855dcd',
}
