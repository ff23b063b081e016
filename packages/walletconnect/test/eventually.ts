/** Runs `check` until it stops throwing or `timeoutMs` passed; then returns its result or throws its last error. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs, intervalMs = 20 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() + intervalMs > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
}
