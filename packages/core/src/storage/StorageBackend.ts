/** The part of the Web Storage API WalletPort uses; sessionStorage, a cookie store or a test double fit. */
export interface StorageBackend {
  getItem(key: string): string | null | undefined
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** Every stored key; lets `clear()` find stale keys of ours that are no longer in the key map. */
  keys?(): string[]
}
