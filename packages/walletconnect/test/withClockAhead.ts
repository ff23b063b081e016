/**
 * Runs `run` with `Date` moved `ms` ahead while every timer stays real: the WalletConnect SDK's expirer sees
 * proposals and pairings expire on its next heartbeat (every 5 s) without the test waiting minutes.
 */
export async function withClockAhead<T>(ms: number, run: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  })
  try {
    jest.setSystemTime(Date.now() + ms)
    return await run()
  } finally {
    jest.useRealTimers()
  }
}
