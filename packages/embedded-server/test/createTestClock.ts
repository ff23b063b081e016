/** A clock tests move forward; starts at the real time so JWT libraries see sane dates. */
export function createTestClock(start = Date.now()) {
  let offset = 0
  return {
    now: () => start + offset + (Date.now() - start),
    advance(ms: number) {
      offset += ms
    },
  }
}

export type TestClock = ReturnType<typeof createTestClock>
