import { randomBytes } from 'node:crypto'
import { type Database, openPostgresDatabase } from '@walletport/embedded-server'
import { Interface, toBeHex } from 'ethers'
import { testOrigin, testPaymasterConfig, testTarget } from '../test/testConfig.js'
import { createPaymasterServer, type PaymasterServer } from './createPaymasterServer.js'

const postgresUrl = process.env.WALLETPORT_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const account = new Interface(['function execute(address target, uint256 value, bytes data)'])
const token = new Interface(['function approve(address,uint256)'])

// Two instances on one PostgreSQL schema, as behind a load balancer: one daily budget between them.
describe('two paymaster instances on one PostgreSQL', () => {
  const schema = `walletport_test_${randomBytes(6).toString('hex')}`
  const config = testPaymasterConfig({ WALLETPORT_DAILY_GAS_PER_ACCOUNT: '2000000' })
  let databases: Database[]
  let servers: PaymasterServer[]

  beforeAll(async () => {
    databases = [
      await openPostgresDatabase({ connectionString: postgresUrl, schema, maxConnections: 4 }),
      await openPostgresDatabase({ connectionString: postgresUrl, schema, maxConnections: 4 }),
    ]
    // Both start at once on an empty schema: the advisory lock makes one of them migrate.
    servers = await Promise.all(databases.map((db) => createPaymasterServer({ config, db })))
  }, 180_000)
  afterAll(async () => {
    await databases?.[0]?.query(`drop schema if exists "${schema}" cascade`)
    await Promise.all(databases?.map((db) => db.close()) ?? [])
  })

  it('sixteen requests spread over both at once are sponsored up to the budget, never past it', async () => {
    const sender = '0x3333333333333333333333333333333333333333'
    // Each costs 3 × 100 000 + 100 001 = 400 001 gas: four fit in 2 000 000, the fifth would not.
    const op = {
      sender,
      nonce: '0x0',
      callData: account.encodeFunctionData('execute', [
        testTarget,
        0n,
        token.encodeFunctionData('approve', [sender, 1n]),
      ]),
      callGasLimit: toBeHex(100_000n),
      verificationGasLimit: toBeHex(100_000n),
      preVerificationGas: toBeHex(100_000n),
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    }
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const response = await servers[index % 2]!.app.fetch(
          new Request('http://paymaster.test/', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: testOrigin },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: index,
              method: 'pm_getPaymasterData',
              params: [op, config.entryPoint, '0x7a69', {}],
            }),
          }),
        )
        return (await response.json()) as { result?: unknown; error?: { data: { reason: string } } }
      }),
    )
    expect(answers.filter((answer) => answer.result !== undefined)).toHaveLength(4)
    expect(
      answers.filter((answer) => answer.error?.data.reason === 'daily-gas-budget-exceeded'),
    ).toHaveLength(12)
    const [row] = await databases[0]!.query<{ gas_used: string }>(
      'select gas_used::text as gas_used from daily_gas_spend where account = $1',
      [sender],
    )
    expect(row?.gas_used).toBe('1600004')
    expect(await databases[1]!.query('select count(*)::int as n from sponsorships')).toEqual([{ n: 4 }])
  })
})
