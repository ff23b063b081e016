export type { PlainOAuthProvider } from './plainOAuthShapes.js'
export { defaultSocialTestUsers, type SocialTestChoice, type SocialTestUser } from './socialTestUsers.js'
export {
  SOCIAL_TEST_PROVIDERS,
  type SocialProviders,
  type SocialTestClientSettings,
  type SocialTestProvider,
  type StartSocialProvidersParameters,
  startSocialProviders,
} from './startSocialProviders.js'
