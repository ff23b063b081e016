// Issue 23's size budget in the test command: the bench's minimal apps built with Vite must load at most their
// budget of JS before the first click, and no chain library (bytes, not time). Runs sizeBudget.mjs in a child
// process (Vite is ESM-only; jest runs CommonJS here) and prints its figures.
import { execFile } from 'node:child_process'
import { join } from 'node:path'

interface BudgetResult {
  app: string
  firstClickBytes: number
  budgetBytes: number
  overBudget: boolean
  contributors: { package: string; bytes: number }[]
  forbidden: { package: string; module: string; chain: string[] }[]
}

const script = join(__dirname, 'sizeBudget.mjs')

function runBudget(args: string[]): Promise<{ code: number; output: string; results: BudgetResult[] }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, ...args, '--json'], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((text) => text.startsWith('SIZE_BUDGET_JSON '))
      if (!line) {
        reject(new Error(`sizeBudget.mjs printed no result (exit ${error?.code}):\n${stdout}\n${stderr}`))
        return
      }
      const code = error ? Number(error.code ?? 1) : 0
      resolve({
        code,
        output: stdout.replace(line, '').trim(),
        results: JSON.parse(line.slice('SIZE_BUDGET_JSON '.length)),
      })
    })
  })
}

describe('size budget (JS before the first click, gzip, without React)', () => {
  it('every app is within its budget and loads no chain library before the first click', async () => {
    const { code, output, results } = await runBudget([])
    process.stdout.write(`${output}\n`)
    expect(results.map((result) => result.app)).toEqual(['walletport-evm', 'walletport-full', 'walletport-solana'])
    for (const result of results) {
      expect({ app: result.app, forbidden: result.forbidden }).toEqual({ app: result.app, forbidden: [] })
      expect({ app: result.app, overBudget: result.overBudget, output }).toMatchObject({
        app: result.app,
        overBudget: false,
      })
    }
    expect(code).toBe(0)
  }, 600_000)

  it('fails on bitcoinjs-lib planted into Bitcoin wallet discovery, naming the package and how it is reached', async () => {
    const { code, output, results } = await runBudget([
      '--app',
      'walletport-full',
      '--plant',
      "adapter-bitcoin/src/discoverInjectedWallets.ts=import { Psbt } from 'bitcoinjs-lib'; globalThis.__walletportPlanted = Psbt",
    ])
    expect(code).toBe(1)
    const [full] = results
    const planted = full?.forbidden.find((entry) => entry.package === 'bitcoinjs-lib')
    expect(planted?.chain).toContain('packages/adapter-bitcoin/src/discoverInjectedWallets.ts')
    expect(full?.contributors.map((entry) => entry.package)).toContain('bitcoinjs-lib')
    expect(output).toContain('FORBIDDEN in the first chunk: bitcoinjs-lib')
    expect(output).toMatch(/reached by: .*discoverInjectedWallets\.ts/)
  }, 600_000)

  it("fails on ethers planted into EIP-6963 discovery (the adapter kit's announcement watcher)", async () => {
    const { code, output, results } = await runBudget([
      '--app',
      'walletport-evm',
      '--plant',
      "core/src/adapter/watchAnnouncedConnectors.ts=import { id as plantedId } from 'ethers'; globalThis.__walletportPlanted = plantedId",
    ])
    expect(code).toBe(1)
    const [evm] = results
    expect(evm?.forbidden.map((entry) => entry.package)).toContain('ethers')
    expect(output).toContain('FORBIDDEN in the first chunk: ethers')
    expect(output).toMatch(/reached by: .*watchAnnouncedConnectors\.ts/)
  }, 600_000)
})
