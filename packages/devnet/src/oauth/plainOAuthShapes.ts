import type { SocialTestUser } from './socialTestUsers.js'

export type PlainOAuthProvider = 'github' | 'x' | 'discord'

/**
 * Where GitHub, X and Discord keep their OAuth 2 endpoints (relative to their web and API bases) and what their
 * user endpoints answer, so the devnet counterparts look like them to a client.
 */
export const plainOAuthShapes: Record<
  PlainOAuthProvider,
  {
    authorize: string
    /** The token endpoint, on the web base (GitHub) or the API base. */
    token: { base: 'web' | 'api'; path: string }
    user: string
    scope: string
    userAnswer(user: SocialTestUser): unknown
  }
> = {
  github: {
    authorize: '/login/oauth/authorize',
    token: { base: 'web', path: '/login/oauth/access_token' },
    user: '/user',
    scope: 'read:user user:email',
    userAnswer: (user) => ({ id: Number(user.id), login: user.username, name: user.name, email: null }),
  },
  x: {
    authorize: '/i/oauth2/authorize',
    token: { base: 'api', path: '/2/oauth2/token' },
    user: '/2/users/me',
    scope: 'users.read tweet.read',
    userAnswer: (user) => ({ data: { id: user.id, name: user.name, username: user.username } }),
  },
  discord: {
    authorize: '/oauth2/authorize',
    token: { base: 'api', path: '/oauth2/token' },
    user: '/users/@me',
    scope: 'identify email',
    userAnswer: (user) => ({
      id: user.id,
      username: user.username,
      global_name: user.name,
      email: user.email,
      verified: user.emailVerified,
    }),
  },
}
