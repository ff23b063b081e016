import { finishSocialRedirect } from './finishSocialRedirect.js'

function setup(href: string) {
  const calls: string[] = []
  const events: [string, unknown][] = []
  const accounts: unknown[] = []
  const page = {
    location: { href },
    history: {
      state: null,
      replaceState(_state: unknown, _title: string, url: string) {
        calls.push(`replace ${url}`)
        page.location.href = url
      },
    },
  }
  const client = {
    setAuthAccount: (parameters: unknown) => accounts.push(parameters),
    events: { emit: (type: string, payload: unknown) => events.push([type, payload]) },
  } as never
  const errors: unknown[][] = []
  return {
    page,
    client,
    calls,
    events,
    accounts,
    logger: { error: (...args: unknown[]) => errors.push(args) },
    errors,
  }
}

const RESULT = 'http://localhost:8787/social/result?code=abc'

describe('finishSocialRedirect (spec section 4, social login return)', () => {
  it('connects the social provider, records success and removes result_uri from the URL', async () => {
    const { page, client, calls, events, accounts, logger } = setup(
      `http://127.0.0.1:5173/app?tab=1&result_uri=${encodeURIComponent(RESULT)}#top`,
    )
    const connected: string[] = []
    const done = await finishSocialRedirect({
      client,
      page,
      logger,
      connectSocial: async (uri) => {
        connected.push(uri)
        return { provider: 'github' }
      },
      connect: async () => {
        connected.push('connect')
      },
    })
    expect(done).toBe(true)
    expect(connected).toEqual([RESULT, 'connect'])
    expect(calls).toEqual(['replace http://127.0.0.1:5173/app?tab=1#top'])
    expect(events).toEqual([['SOCIAL_LOGIN_SUCCESS', { provider: 'github' }]])
    expect(accounts).toEqual([{ loading: true }, { loading: false, socialProvider: 'github' }])
  })

  it('on failure logs the error and clears loading (the parameter is gone all the same)', async () => {
    const { page, client, events, accounts, logger, errors } = setup(
      `http://127.0.0.1:5173/?result_uri=${encodeURIComponent(RESULT)}`,
    )
    await finishSocialRedirect({
      client,
      page,
      logger,
      connectSocial: async () => {
        throw new Error('This login code was already used: sign in again')
      },
      connect: async () => {},
    })
    expect(page.location.href).toBe('http://127.0.0.1:5173/')
    expect(errors).toEqual([
      ['WalletPort: social login failed', 'This login code was already used: sign in again'],
    ])
    expect(accounts.at(-1)).toEqual({ loading: false })
    expect(events).toEqual([
      ['SOCIAL_LOGIN_ERROR', { message: 'This login code was already used: sign in again' }],
    ])
  })

  it('does nothing without result_uri', async () => {
    const { page, client, calls } = setup('http://127.0.0.1:5173/?a=1')
    expect(
      await finishSocialRedirect({ client, page, connectSocial: async () => ({}), connect: async () => {} }),
    ).toBe(false)
    expect(calls).toEqual([])
  })
})
