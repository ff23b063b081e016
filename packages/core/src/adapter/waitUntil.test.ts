import { TimeoutError } from '../errors/chainClient.js'
import { createManualClock } from '../testing/createManualClock.js'
import { waitUntil } from './waitUntil.js'

/** An attempt answering each of `answers` in turn (a thrown Error for Error entries), then the last forever. */
function answering<T>(...answers: (T | Error | undefined)[]) {
  let calls = 0
  const attempt = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]
    calls++
    if (answer instanceof Error) throw answer
    return answer
  }
  return { attempt, calls: () => calls }
}

describe('waitUntil', () => {
  it('behavior: a kept error carrying retryAfterMs (a node answering 429) lengthens the next pause to it', async () => {
    const clock = createManualClock()
    const limited = Object.assign(new Error('429'), { retryAfterMs: 2_000 })
    const { attempt } = answering<number>(limited, undefined, 1)
    await waitUntil(attempt, {
      waitingFor: 'x',
      timeoutMs: 60_000,
      pollMs: 1_000,
      firstPollMs: 100,
      retryOn: () => true,
      clock,
    })
    expect(clock.sleeps).toEqual([2_000, 200])
  })

  it('default: returns the first value an attempt gives, pausing pollMs between attempts', async () => {
    const clock = createManualClock()
    const { attempt, calls } = answering<string>(undefined, undefined, 'done')
    await expect(
      waitUntil(attempt, { waitingFor: 'x', timeoutMs: 10_000, pollMs: 500, clock }),
    ).resolves.toBe('done')
    expect(calls()).toBe(3)
    expect(clock.sleeps).toEqual([500, 500])
  })

  it('parameters: firstPollMs doubles up to pollMs', async () => {
    const clock = createManualClock()
    const { attempt } = answering<number>(undefined, undefined, undefined, undefined, undefined, 1)
    await waitUntil(attempt, { waitingFor: 'x', timeoutMs: 60_000, pollMs: 1_000, firstPollMs: 100, clock })
    expect(clock.sleeps).toEqual([100, 200, 400, 800, 1_000])
  })

  it('behavior: times out with a TimeoutError naming what it waited for, after a last attempt at the deadline', async () => {
    const clock = createManualClock()
    const { attempt, calls } = answering<number>(undefined)
    const waiting = waitUntil(attempt, {
      waitingFor: 'the receipt of 0xab',
      timeoutMs: 1_000,
      pollMs: 300,
      clock,
    })
    await expect(waiting).rejects.toThrow(TimeoutError)
    await expect(waiting).rejects.toMatchObject({ details: 'Waited 1000 ms for the receipt of 0xab' })
    expect(clock.sleeps).toEqual([300, 300, 300, 100])
    expect(clock.now()).toBe(1_000)
    expect(calls()).toBe(5)
  })

  it('behavior: an error is final unless retryOn keeps it', async () => {
    const clock = createManualClock()
    const { attempt, calls } = answering<number>(new Error('node down'), 1)
    await expect(
      waitUntil(attempt, { waitingFor: 'x', timeoutMs: 1_000, pollMs: 100, clock }),
    ).rejects.toThrow('node down')
    expect(calls()).toBe(1)
  })

  it('behavior: retryOn counts failures in a row, reset by an attempt that did not throw', async () => {
    const clock = createManualClock()
    const seen: number[] = []
    const { attempt } = answering<number>(new Error('a'), new Error('b'), undefined, new Error('c'), 7)
    const result = await waitUntil(attempt, {
      waitingFor: 'x',
      timeoutMs: 10_000,
      pollMs: 100,
      clock,
      retryOn: (_error, failures) => {
        seen.push(failures)
        return true
      },
    })
    expect(result).toBe(7)
    expect(seen).toEqual([1, 2, 1])
  })

  it('behavior: a retried error that outlasts the deadline is the time-out cause', async () => {
    const clock = createManualClock()
    const notFound = new Error('tx not found')
    const { attempt } = answering<number>(notFound)
    const waiting = waitUntil(attempt, {
      waitingFor: 'x',
      timeoutMs: 500,
      pollMs: 100,
      clock,
      retryOn: () => true,
    })
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError', cause: notFound })
  })

  it('behavior: retryOn refusing after some failures rethrows the error', async () => {
    const clock = createManualClock()
    const { attempt, calls } = answering<number>(new Error('flaky'))
    await expect(
      waitUntil(attempt, {
        waitingFor: 'x',
        timeoutMs: 60_000,
        pollMs: 100,
        clock,
        retryOn: (_error, failures) => failures <= 2,
      }),
    ).rejects.toThrow('flaky')
    expect(calls()).toBe(3)
  })

  it('behavior: runs on the real clock when none is given', async () => {
    const { attempt } = answering<number>(undefined, 3)
    await expect(waitUntil(attempt, { waitingFor: 'x', timeoutMs: 1_000, pollMs: 5 })).resolves.toBe(3)
  })
})
