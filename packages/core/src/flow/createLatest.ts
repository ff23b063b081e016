/**
 * Latest-request-wins for a flow's requests of one kind (quotes, name lookups): `next` starts one and returns a
 * check that stays true until another starts or `cancel` is called; `later` starts one after a pause in typing.
 */
export function createLatest() {
  let current = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    current++
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    next(): () => boolean {
      timer = undefined
      const mine = ++current
      return () => mine === current
    },
    /** Outdates every request started so far and runs `task` after `ms` unless something outdates it first. */
    later(task: () => void, ms: number) {
      cancel()
      timer = setTimeout(task, ms)
    },
    cancel,
  }
}
