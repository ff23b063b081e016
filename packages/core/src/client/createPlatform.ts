import type { Platform } from './options.js'

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i

/** Browser facts where there is a browser; SSR-safe answers where there is none. */
export function createPlatform(overrides: Partial<Platform> = {}): Platform {
  const hasWindow = typeof window !== 'undefined'
  return {
    isMobile: () =>
      hasWindow && typeof navigator !== 'undefined' && MOBILE_USER_AGENT.test(navigator.userAgent),
    origin: () => (hasWindow && typeof location !== 'undefined' ? location.origin : undefined),
    isServer: () => !hasWindow,
    now: () => Date.now(),
    fetch: (...args) => globalThis.fetch(...args),
    globals: () => (hasWindow ? (window as unknown as Readonly<Record<string, unknown>>) : undefined),
    ...(hasWindow && typeof window.addEventListener === 'function'
      ? {
          onStorageChange(listener: (key: string | null) => void) {
            const onStorage = (event: StorageEvent) => listener(event.key)
            window.addEventListener('storage', onStorage)
            return () => window.removeEventListener('storage', onStorage)
          },
        }
      : {}),
    ...overrides,
  }
}
