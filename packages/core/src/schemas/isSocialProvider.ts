import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders.js'

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)
