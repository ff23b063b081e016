type LazyActions = typeof import('./lazyActions.js')

let loaded: LazyActions | undefined
let loading: Promise<LazyActions> | undefined

/** Fetches `lazyActions` once (again after a failed fetch). */
export function loadLazyActions(): Promise<LazyActions> {
  loading ??= import('./lazyActions.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Runs `action` with the lazy actions: in the same tick once they are loaded (so a wallet is asked exactly when
 * the app asks, as before they were split off), after the fetch the first time.
 */
export function withLazyActions<T>(action: (actions: LazyActions) => T | Promise<T>): Promise<T> {
  if (!loaded) return loadLazyActions().then(action)
  try {
    return Promise.resolve(action(loaded))
  } catch (error) {
    return Promise.reject(error)
  }
}
