import { InvalidSiwxMessageError } from '../../errors/siwx.js'
import { type FormatSiwxMessageParameters, formatSiwxMessage } from './formatSiwxMessage.js'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

const base: FormatSiwxMessageParameters = {
  chainId: 'eip155:1',
  accountAddress: address,
  nonce: '32891756',
  domain: 'service.org',
  uri: 'https://service.org/login',
  version: '1',
  issuedAt: '2021-09-30T16:25:24Z',
}

interface ParsedSiwe {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** EIP-4361's ABNF, one regular expression per line; throws on the first line that does not match. */
function parseSiwe(message: string): ParsedSiwe {
  const lines = message.split('\n')
  let index = 0
  function take(pattern: RegExp, rule: string): string {
    const line = lines[index] ?? ''
    const match = pattern.exec(line)
    if (!match) throw new Error(`line ${index + 1} breaks ${rule}: ${JSON.stringify(line)}`)
    index += 1
    return match[1] ?? ''
  }
  function optional(prefix: string): string | undefined {
    const line = lines[index]
    if (line === undefined || !line.startsWith(prefix)) return undefined
    index += 1
    return line.slice(prefix.length)
  }
  const domain = take(/^([^\s/]+) wants you to sign in with your Ethereum account:$/, 'the title')
  const parsedAddress = take(/^(0x[0-9a-fA-F]{40})$/, 'address')
  take(/^()$/, 'the blank line after the address')
  const maybeStatement = take(/^([^\n]*)$/, 'statement')
  const statement = maybeStatement === '' ? undefined : maybeStatement
  if (statement !== undefined) take(/^()$/, 'the blank line after the statement')
  const uri = take(/^URI: ([A-Za-z][A-Za-z0-9+.-]*:\S*)$/, 'URI')
  const version = take(/^Version: (1)$/, 'Version')
  const chainId = take(/^Chain ID: ([0-9]+)$/, 'Chain ID')
  const nonce = take(/^Nonce: ([A-Za-z0-9]{8,})$/, 'Nonce')
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
  const issuedAt = take(/^Issued At: (\S+)$/, 'Issued At')
  const expirationTime = optional('Expiration Time: ')
  const notBefore = optional('Not Before: ')
  const requestId = optional('Request ID: ')
  let resources: string[] | undefined
  if (optional('Resources:') !== undefined) {
    resources = []
    while (index < lines.length) resources.push(take(/^- ([A-Za-z][A-Za-z0-9+.-]*:\S*)$/, 'resource'))
  }
  if (index !== lines.length) throw new Error(`unexpected line ${index + 1}: ${JSON.stringify(lines[index])}`)
  for (const time of [issuedAt, expirationTime, notBefore]) {
    if (time !== undefined && !dateTime.test(time)) throw new Error(`not a date-time: ${time}`)
  }
  return {
    domain,
    address: parsedAddress,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
}

describe('formatSiwxMessage', () => {
  it('writes the EIP-4361 example message exactly', () => {
    const message = formatSiwxMessage({
      ...base,
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    })
    expect(message).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        address,
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('leaves two blank lines between the address and URI when there is no statement (ABNF)', () => {
    expect(formatSiwxMessage(base)).toBe(
      `service.org wants you to sign in with your Ethereum account:\n${address}\n\n\nURI: https://service.org/login\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z`,
    )
  })

  it("layout 'siws' leaves one blank line where there is no statement, as a wallet's solana:signIn writes it", () => {
    const solana = {
      ...base,
      chainId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' as const,
      accountAddress: 'So1ana1111',
    }
    const siws = formatSiwxMessage(solana, { layout: 'siws' })
    expect(siws).toContain('So1ana1111\n\nURI: https://service.org/login')
    expect(formatSiwxMessage(solana)).toContain('So1ana1111\n\n\nURI:')
    const withStatement = { ...solana, statement: 'Hello' }
    expect(formatSiwxMessage(withStatement, { layout: 'siws' })).toBe(formatSiwxMessage(withStatement))
  })

  it('writes the optional fields in ABNF order: Expiration Time, Not Before, Request ID, Resources', () => {
    const message = formatSiwxMessage({
      ...base,
      resources: ['https://a.example/1'],
      requestId: 'req-7',
      notBefore: '2021-09-30T16:20:00Z',
      expirationTime: '2021-10-01T16:25:24.000Z',
    })
    expect(message.split('\n').slice(-6)).toEqual([
      'Issued At: 2021-09-30T16:25:24Z',
      'Expiration Time: 2021-10-01T16:25:24.000Z',
      'Not Before: 2021-09-30T16:20:00Z',
      'Request ID: req-7',
      'Resources:',
      '- https://a.example/1',
    ])
  })

  it.each([
    ['only the required fields', base],
    ['a statement', { ...base, statement: "Sign in to Example's app." }],
    [
      'every field',
      {
        ...base,
        chainId: 'eip155:31337',
        domain: 'localhost:5173',
        uri: 'http://localhost:5173/app?x=1#top',
        statement: 'Welcome back',
        expirationTime: '2030-01-01T00:00:00+02:00',
        notBefore: '2029-12-31T00:00:00Z',
        requestId: 'abc:123@x',
        resources: ['https://example.com/a', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66'],
      },
    ],
  ] as const)('round-trips through an EIP-4361 ABNF parser with %s', (_, parameters) => {
    const parsed = parseSiwe(formatSiwxMessage(parameters))
    const { chainId, accountAddress, resources, ...rest } = parameters
    expect(parsed).toEqual({
      ...rest,
      address: accountAddress,
      chainId: chainId.split(':')[1],
      ...(resources === undefined ? {} : { resources: [...resources] }),
    })
  })

  it('the test parser refuses a message that breaks the ABNF', () => {
    const message = formatSiwxMessage(base).replace('Version: 1', 'Version: 2')
    expect(() => parseSiwe(message)).toThrow('breaks Version')
  })

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', '000000000019d6689c085ae165831e93'],
    ['cosmos:cosmoshub-4', 'Cosmos', 'cosmoshub-4'],
    ['tezos:NetXdQprcVkpaWU', 'tezos', 'NetXdQprcVkpaWU'],
  ] as const)(
    'writes the CAIP-122 form for %s (chain word %s, Chain ID = the CAIP-2 reference)',
    (chainId, name, reference) => {
      const message = formatSiwxMessage({ ...base, chainId, accountAddress: 'AbCdEf123', statement: 'Hi' })
      expect(message).toBe(
        `service.org wants you to sign in with your ${name} account:\nAbCdEf123\n\nHi\n\nURI: https://service.org/login\nVersion: 1\nChain ID: ${reference}\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z`,
      )
    },
  )

  it('takes a chain word override for non-eip155 namespaces only', () => {
    const solana = formatSiwxMessage(
      { ...base, chainId: 'solana:abc', accountAddress: 'Abc' },
      { chainName: 'SVM' },
    )
    expect(solana.split('\n')[0]).toBe('service.org wants you to sign in with your SVM account:')
    const evm = formatSiwxMessage(base, { chainName: 'SVM' })
    expect(evm.split('\n')[0]).toBe('service.org wants you to sign in with your Ethereum account:')
  })

  it.each([
    ['chainId', { chainId: 'eip155' }],
    ['chainId', { chainId: 'eip155:mainnet' }],
    ['accountAddress', { accountAddress: '0x123' }],
    ['accountAddress', { accountAddress: 'C02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }],
    ['accountAddress', { accountAddress: '0xZ02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }],
    ['domain', { domain: 'https://service.org' }],
    ['domain', { domain: 'service.org/login' }],
    ['domain', { domain: '' }],
    ['uri', { uri: 'service.org/login' }],
    ['uri', { uri: 'https://service.org/a b' }],
    ['version', { version: '2' }],
    ['nonce', { nonce: '1234567' }],
    ['nonce', { nonce: 'abcd-efgh-ijkl' }],
    ['issuedAt', { issuedAt: '2021-09-30' }],
    ['issuedAt', { issuedAt: '2021-13-30T16:25:24Z' }],
    ['expirationTime', { expirationTime: 'tomorrow' }],
    ['notBefore', { notBefore: '2021-09-30T25:00:00Z' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: '' }],
    ['statement', { statement: 'say "hi"' }],
    ['requestId', { requestId: 'has space' }],
    ['resources', { resources: ['https://ok.example', 'not a uri'] }],
  ] as const)('refuses a bad %s and names the field', (field, override) => {
    const call = () => formatSiwxMessage({ ...base, ...override } as FormatSiwxMessageParameters)
    expect(call).toThrow(InvalidSiwxMessageError)
    expect(call).toThrow(`Invalid sign-in message: ${field} `)
  })

  it('refuses a non-eip155 address with whitespace', () => {
    expect(() => formatSiwxMessage({ ...base, chainId: 'solana:abc', accountAddress: 'a b' })).toThrow(
      'Invalid sign-in message: accountAddress must be a CAIP-10 account address',
    )
  })

  it('accepts authorities with a port, an IPv4 host and an IPv6 literal', () => {
    for (const domain of ['localhost:3000', '192.168.1.1:8080', '[::1]:5173', 'user@example.com']) {
      expect(formatSiwxMessage({ ...base, domain }).startsWith(`${domain} wants you`)).toBe(true)
    }
  })
})
