import type { Clock } from '../adapter/clock.js'

export interface ManualClock extends Clock {
  /** Every pause asked for so far, in order. */
  readonly sleeps: readonly number[]
}

/** A clock that moves only when slept on: each `sleep(ms)` advances it by `ms` at once. For tests of waits. */
export function createManualClock(start = 0): ManualClock {
  let now = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    async sleep(ms) {
      sleeps.push(ms)
      now += ms
    },
  }
}
