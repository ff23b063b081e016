/**
 * A phone or tablet: its main pointer is coarse (a finger). Core's Platform is not exposed on the client, so the
 * views ask the page; false where there is no page (SSR).
 */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(pointer: coarse)').matches
}
