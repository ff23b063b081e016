export interface Loader<T> {
  /** Starts loading (once) and resolves with the value; after a failure the next call tries again. */
  load(): Promise<T>
  /** The value once loaded, so a render can use it without waiting. */
  current(): T | undefined
}

/** Memoises an `import()`: one request however often it is asked for, and the result kept for sync reads. */
export function createLoader<T>(importer: () => Promise<T>): Loader<T> {
  let promise: Promise<T> | undefined
  let value: T | undefined
  return {
    load() {
      promise ??= importer().then(
        (loaded) => {
          value = loaded
          return loaded
        },
        (error: unknown) => {
          promise = undefined
          throw error
        },
      )
      return promise
    },
    current: () => value,
  }
}

/** A loader for code that is already in the bundle. */
export function loaded<T>(value: T): Loader<T> {
  return { load: () => Promise.resolve(value), current: () => value }
}
