/** A person the local providers sign in; the same on every provider (subject = id). */
export interface SocialTestUser {
  id: string
  name: string
  /** Login handle (GitHub login, X username, Discord username). */
  username: string
  email: string
  emailVerified: boolean
}

/** What the scripted user does on the consent page. */
export type SocialTestChoice = 'consent' | 'refuse' | 'bad-state' | 'bad-nonce'

export const defaultSocialTestUsers: readonly SocialTestUser[] = [
  { id: '1001', name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', emailVerified: true },
  { id: '1002', name: 'Bob Unverified', username: 'bob', email: 'bob@example.com', emailVerified: false },
]

/** The user a `user:<id>` choice names, or undefined. */
export function findSocialTestUser(users: readonly SocialTestUser[], id: string | undefined) {
  return users.find((user) => user.id === id)
}
