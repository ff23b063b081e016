import { eventually } from './eventually.js'

describe('eventually', () => {
  it('returns the first result of a check that stops throwing', async () => {
    let calls = 0
    const result = await eventually(
      () => {
        calls += 1
        if (calls < 3) throw new Error('not yet')
        return calls
      },
      { timeoutMs: 1_000, intervalMs: 5 },
    )
    expect(result).toBe(3)
  })

  it('throws the last error of a check that never passes before the deadline', async () => {
    let calls = 0
    await expect(
      eventually(
        () => {
          calls += 1
          throw new Error(`attempt ${calls}`)
        },
        { timeoutMs: 50, intervalMs: 10 },
      ),
    ).rejects.toThrow(/^attempt \d+$/)
    expect(calls).toBeGreaterThan(1)
  })
})
