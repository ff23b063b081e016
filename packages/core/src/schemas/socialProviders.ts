/** The spec's social login providers (section 5); Farcaster signs in apart (Sign In With Farcaster). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
