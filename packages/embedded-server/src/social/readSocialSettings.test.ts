import { readSocialSettings } from './readSocialSettings.js'

describe('readSocialSettings', () => {
  it('offers nothing by default, and only the providers with a client id and secret', () => {
    expect(readSocialSettings({})).toEqual({})
    expect(
      readSocialSettings({
        WALLETPORT_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
        WALLETPORT_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
        WALLETPORT_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
        WALLETPORT_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      }),
    ).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      github: {
        clientId: 'gh-id',
        clientSecret: 'gh-secret',
        issuer: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
    })
  })

  it('takes the issuer (and API base) from the environment; a loopback issuer may be http', () => {
    expect(
      readSocialSettings({
        WALLETPORT_SOCIAL_X_CLIENT_ID: 'x-id',
        WALLETPORT_SOCIAL_X_CLIENT_SECRET: 'x-secret',
        WALLETPORT_SOCIAL_X_ISSUER: 'http://127.0.0.1:9100/x',
      }).x,
    ).toEqual({
      clientId: 'x-id',
      clientSecret: 'x-secret',
      issuer: 'http://127.0.0.1:9100/x',
      apiUrl: 'http://127.0.0.1:9100/x/api',
    })
  })

  it('names the variable of a half-configured provider or a bad issuer', () => {
    expect(() => readSocialSettings({ WALLETPORT_SOCIAL_APPLE_CLIENT_ID: 'a' })).toThrow(
      'WALLETPORT_SOCIAL_APPLE_CLIENT_SECRET is required: expected the apple client secret',
    )
    expect(() =>
      readSocialSettings({
        WALLETPORT_SOCIAL_DISCORD_CLIENT_ID: 'd',
        WALLETPORT_SOCIAL_DISCORD_CLIENT_SECRET: 's',
        WALLETPORT_SOCIAL_DISCORD_ISSUER: 'http://discord.example',
      }),
    ).toThrow('WALLETPORT_SOCIAL_DISCORD_ISSUER is invalid: expected an https URL (http only on loopback)')
  })
})
