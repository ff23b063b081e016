export type Action<S> = (state: S, ...args: never[]) => unknown
export type Bound<S, A> = A extends (state: S, ...args: infer P) => infer R ? (...args: P) => R : never
export type LazyBound<S, A> = A extends (state: S, ...args: infer P) => infer R
  ? (...args: P) => Promise<Awaited<R>>
  : never

/**
 * An adapter's action functions `(state, parameters)` bound to its state, as the `ChainAdapter` members they are:
 * `bindActions(state, { connect })` is `{ connect: (parameters) => connect(state, parameters) }`.
 */
export function bindActions<S, A extends Record<string, Action<S>>>(
  state: S,
  actions: A,
): { [K in keyof A]: Bound<S, A[K]> } {
  return Object.fromEntries(
    Object.entries(actions).map(([name, action]) => [
      name,
      (...args: never[]) => (action as (state: S, ...rest: never[]) => unknown)(state, ...args),
    ]),
  ) as { [K in keyof A]: Bound<S, A[K]> }
}

/**
 * The same for actions in a module loaded with `import()` on the first call (so that the page's first chunk holds
 * discovery and connection only): each member awaits `load()` (import() caches it), then runs the action.
 */
export function bindLazyActions<S, M extends Record<K, Action<S>>, K extends keyof M & string>(
  state: S,
  load: () => Promise<M>,
  names: readonly K[],
): { [N in K]: LazyBound<S, M[N]> } {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: never[]) =>
        ((await load())[name] as unknown as (state: S, ...rest: never[]) => unknown)(state, ...args),
    ]),
  ) as { [N in K]: LazyBound<S, M[N]> }
}
