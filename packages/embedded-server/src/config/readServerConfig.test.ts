import { parseOrigin } from './parseOrigin.js'
import { DEFAULT_FRAME_CHAIN_IDS } from './readFrameChainIds.js'
import { readServerConfig, serverEnvironmentVariables } from './readServerConfig.js'
import { ServerConfigError } from './ServerConfigError.js'

describe('readServerConfig', () => {
  it('defaults to a local development setup on PGlite', () => {
    expect(readServerConfig({}, '/srv')).toEqual({
      mode: 'development',
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://localhost:8787',
      allowedOrigins: ['http://127.0.0.1:5173'],
      dappNames: {},
      databaseUrl: undefined,
      databaseSchema: 'walletport_embedded',
      dataDir: '/srv/.walletport-embedded',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'WalletPort <no-reply@localhost>',
      kekFile: '/srv/.walletport-embedded/kek.hex',
      trustProxy: false,
      logLevel: 'info',
      social: {},
      chainIds: DEFAULT_FRAME_CHAIN_IDS,
    })
    expect(DEFAULT_FRAME_CHAIN_IDS).toEqual(expect.arrayContaining([1, 10, 137, 8453, 42161, 31337]))
  })

  it('reads the chains the frame may use, and refuses a list with anything but eip155 chain ids', () => {
    expect(readServerConfig({ WALLETPORT_CHAIN_IDS: '31337, 31338,31337' }).chainIds).toEqual([31337, 31338])
    for (const bad of ['', 'eip155:1', '1,0x2a', '1,,2', '-5', '9007199254740993']) {
      expect(() => readServerConfig({ WALLETPORT_CHAIN_IDS: bad })).toThrow(ServerConfigError)
      expect(() => readServerConfig({ WALLETPORT_CHAIN_IDS: bad })).toThrow(/WALLETPORT_CHAIN_IDS/)
    }
  })

  it("reads the dapps' registered names, and refuses names for origins off the allow-list", () => {
    expect(
      readServerConfig({
        WALLETPORT_ALLOWED_ORIGINS: 'https://app.example',
        WALLETPORT_DAPP_NAMES: '{"https://app.example":"Example  App"}',
      }).dappNames,
    ).toEqual({ 'https://app.example': 'Example App' })
    for (const bad of ['[]', 'not json', '{"https://other.example":"Other"}', '{"https://app.example":""}'])
      expect(() =>
        readServerConfig({ WALLETPORT_ALLOWED_ORIGINS: 'https://app.example', WALLETPORT_DAPP_NAMES: bad }),
      ).toThrow(/WALLETPORT_DAPP_NAMES is invalid/)
  })

  it('reads every documented variable', () => {
    const config = readServerConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        WALLETPORT_PUBLIC_URL: 'https://wallet.example/',
        WALLETPORT_ALLOWED_ORIGINS: 'https://app.example, https://other.example,https://app.example',
        DATABASE_URL: 'postgres://user:secret@db:5432/wallet',
        WALLETPORT_DB_SCHEMA: 'wallet',
        WALLETPORT_DATA_DIR: 'data',
        WALLETPORT_SMTP_URL: 'smtps://user:pw@mail.example:465',
        WALLETPORT_MAIL_FROM: 'Wallet <wallet@example.org>',
        WALLETPORT_KEK_FILE: '/run/secrets/kek',
        WALLETPORT_TRUST_PROXY: '1',
        WALLETPORT_LOG_LEVEL: 'debug',
        WALLETPORT_FARCASTER_RELAY_URL: 'https://relay.example/',
        WALLETPORT_FARCASTER_RPC_URL: 'https://optimism.example/rpc',
        WALLETPORT_CHAIN_IDS: '10,8453',
      },
      '/srv',
    )
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      publicUrl: 'https://wallet.example',
      allowedOrigins: ['https://app.example', 'https://other.example'],
      databaseUrl: 'postgres://user:secret@db:5432/wallet',
      databaseSchema: 'wallet',
      dataDir: '/srv/data',
      kekFile: '/run/secrets/kek',
      trustProxy: true,
      logLevel: 'debug',
      farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://optimism.example/rpc' },
      chainIds: [10, 8453],
    })
    expect(Object.keys(serverEnvironmentVariables)).toHaveLength(20)
  })

  it('offers Farcaster only with both its URLs; one alone is an error naming the missing one', () => {
    expect(readServerConfig({}).farcaster).toBeUndefined()
    expect(() => readServerConfig({ WALLETPORT_FARCASTER_RELAY_URL: 'http://127.0.0.1:8560' })).toThrow(
      /WALLETPORT_FARCASTER_RPC_URL is invalid: expected an http\(s\) URL/,
    )
  })

  it.each([
    ['PORT', '80a', /PORT is invalid: expected an integer/],
    [
      'WALLETPORT_PUBLIC_URL',
      'http://wallet.example',
      /WALLETPORT_PUBLIC_URL is invalid: .*http only on loopback/,
    ],
    ['WALLETPORT_PUBLIC_URL', 'https://wallet.example/frame', /without a path/],
    ['WALLETPORT_ALLOWED_ORIGINS', 'https://*.example', /no wildcards, received "https:\/\/\*.example"/],
    ['WALLETPORT_ALLOWED_ORIGINS', ' , ', /expected at least one origin/],
    ['WALLETPORT_ALLOWED_ORIGINS', 'http://128.0.0.1:5173', /http only on loopback/],
    [
      'DATABASE_URL',
      'mysql://root:hunter2@db/x',
      /DATABASE_URL is invalid: .*received "mysql:\/\/\*\*\*@db\/x"/,
    ],
    ['WALLETPORT_DB_SCHEMA', 'Robert"); drop', /lower-case SQL identifier/],
    ['WALLETPORT_SMTP_URL', 'mail.example', /smtp:\/\/ or smtps:\/\//],
    ['WALLETPORT_TRUST_PROXY', 'yes', /0 or 1/],
    ['WALLETPORT_LOG_LEVEL', 'verbose', /error, info or debug/],
  ])('refuses %s=%p naming the variable', (variable, value, message) => {
    let thrown: unknown
    try {
      readServerConfig({ [variable]: value })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ServerConfigError)
    expect((thrown as ServerConfigError).variable).toBe(variable)
    expect((thrown as Error).message).toMatch(message)
  })
})

describe('parseOrigin', () => {
  it.each([
    ['https://app.example', 'https://app.example'],
    ['https://app.example/', 'https://app.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://[::1]:5173', 'http://[::1]:5173'],
    ['http://dev.localhost', 'http://dev.localhost'],
  ])('accepts %p', (text, origin) => expect(parseOrigin(text)).toBe(origin))

  it.each([
    'http://app.example',
    'https://app.example/x',
    'https://u:p@app.example',
    'ftp://a',
    'https://a?x',
    'nope',
  ])('refuses %p', (text) => expect(parseOrigin(text)).toBeUndefined())
})

test('allows http on every loopback address (127.0.0.0/8, localhost, [::1])', () => {
  expect(
    readServerConfig({ WALLETPORT_ALLOWED_ORIGINS: 'http://127.0.0.2:5173,http://localhost:5173' })
      .allowedOrigins,
  ).toEqual(['http://127.0.0.2:5173', 'http://localhost:5173'])
})
