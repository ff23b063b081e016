import { openPgliteDatabase } from '@walletport/embedded-server'
import { Interface, toBeHex, Wallet } from 'ethers'
import { testOrigin, testPaymasterConfig, testTarget } from '../test/testConfig.js'
import { createPaymasterServer, type PaymasterServer } from './createPaymasterServer.js'

const account = new Interface([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])
const token = new Interface(['function approve(address,uint256)', 'function transfer(address,uint256)'])
const sender = '0x1111111111111111111111111111111111111111'

function operation(callData: string, gas = 100_000n) {
  return {
    sender,
    nonce: '0x0',
    callData,
    callGasLimit: toBeHex(gas),
    verificationGasLimit: toBeHex(gas),
    preVerificationGas: toBeHex(gas),
    maxFeePerGas: '0x3b9aca00',
    maxPriorityFeePerGas: '0x3b9aca00',
    signature: '0x',
  }
}
const approveCall = account.encodeFunctionData('execute', [
  testTarget,
  0n,
  token.encodeFunctionData('approve', [sender, 1n]),
])

describe('the paymaster server (PGlite in memory)', () => {
  let server: PaymasterServer
  const config = testPaymasterConfig()
  const call = async (method: string, params: unknown[], origin: string | undefined = testOrigin) => {
    const response = await server.app.fetch(
      new Request('http://paymaster.test/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin && { origin }) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
      }),
    )
    return {
      headers: response.headers,
      body: (await response.json()) as {
        result?: Record<string, unknown>
        error?: { code: number; message: string; data: Record<string, string> }
      },
    }
  }
  const params = (callData = approveCall, gas?: bigint) => [
    operation(callData, gas),
    config.entryPoint,
    '0x7a69',
    {},
  ]

  beforeAll(async () => {
    server = await createPaymasterServer({ config, db: await openPgliteDatabase({ schema: 'paymaster' }) })
  }, 180_000)

  it('pm_getPaymasterStubData: the paymaster, its gas limits, a stub of the signed data, not final', async () => {
    const { body, headers } = await call('pm_getPaymasterStubData', params())
    expect(headers.get('access-control-allow-origin')).toBe(testOrigin)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: {
        paymaster: config.paymaster,
        paymasterData: expect.stringMatching(/^0x[0-9a-f]{154}$/),
        paymasterVerificationGasLimit: '0x0186a0',
        paymasterPostOpGasLimit: '0x01',
        sponsor: { name: 'WalletPort paymaster' },
        isFinal: false,
      },
    })
  })

  it('pm_getPaymasterData: validUntil, validAfter and the signer’s signature', async () => {
    const { body } = await call('pm_getPaymasterData', params())
    expect(body.result?.paymasterData).toMatch(/^0x[0-9a-f]{154}$/)
    expect(server.signer).toBe(new Wallet(config.signerKey).address)
  })

  it.each([
    [
      'origin-not-allowed',
      -32010,
      () => call('pm_getPaymasterData', params(), 'https://other.example'),
      'This paymaster does not sponsor requests from https://other.example',
    ],
    [
      'target-not-allowed',
      -32015,
      () => call('pm_getPaymasterData', params(account.encodeFunctionData('execute', [sender, 0n, '0x']))),
      `Calls to ${sender} are not sponsored`,
    ],
    [
      'selector-not-allowed',
      -32016,
      () =>
        call(
          'pm_getPaymasterData',
          params(
            account.encodeFunctionData('executeBatch', [
              [
                [testTarget, 0n, token.encodeFunctionData('approve', [sender, 1n])],
                [testTarget, 0n, token.encodeFunctionData('transfer', [sender, 1n])],
              ],
            ]),
          ),
        ),
      `Calling function 0xa9059cbb on ${testTarget} is not sponsored`,
    ],
    [
      'call-not-decodable',
      -32014,
      () => call('pm_getPaymasterData', params('0xdeadbeef')),
      'The operation’s callData is not an execute or executeBatch call this paymaster can check',
    ],
    [
      'chain-not-supported',
      -32011,
      () => call('pm_getPaymasterStubData', [operation(approveCall), config.entryPoint, '0x1', {}]),
      'Chain 1 is not sponsored here',
    ],
    [
      'invalid-params',
      -32602,
      () => call('pm_getPaymasterData', [{ sender: 'nope' }]),
      expect.stringContaining('Expected [userOperation, entryPoint, chainId, context]'),
    ],
    [
      'method-not-found',
      -32601,
      () => call('pm_sponsorEverything', []),
      'Method pm_sponsorEverything is not served here',
    ],
  ])('refuses %s with its code and message', async (reason, code, send, message) => {
    const { body } = await send()
    expect(body.error).toEqual({ code, message, data: expect.objectContaining({ reason }) })
    expect(body.result).toBeUndefined()
  })

  it('records spend and refuses once the account’s daily gas budget would be exceeded', async () => {
    // 1 000 000 gas a day; each of these costs 3 × 150 000 + 100 001 = 550 001, and 300 002 were spent above.
    const other = {
      ...operation(approveCall, 150_000n),
      sender: '0x2222222222222222222222222222222222222222',
    }
    const first = await call('pm_getPaymasterData', [other, config.entryPoint, '0x7a69', {}])
    expect(first.body.result).toBeDefined()
    const second = await call('pm_getPaymasterData', [other, config.entryPoint, '0x7a69', {}])
    expect(second.body.error).toMatchObject({
      code: -32017,
      data: {
        reason: 'daily-gas-budget-exceeded',
        account: other.sender,
        gas: '550001',
        dailyGas: '1000000',
      },
    })
    // The stub is not spend: it still answers.
    expect(
      (await call('pm_getPaymasterStubData', [other, config.entryPoint, '0x7a69', {}])).body.result,
    ).toBeDefined()
  })
})
