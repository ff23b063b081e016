import type { FrameRequestType } from '../protocol/events.js'

/** Spec section 9: how long a request waits for the frame to load (not for the three below). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Spec section 9: how long the login requests wait for the frame's answer. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Spec section 4: after the ready event, initialisation resolves this much later. */
export const FRAME_READY_DELAY_MS = 500
/** Spec section 9. */
export const FRAME_Z_INDEX = 999_999

export const LOAD_TIMEOUT_EXEMPT: ReadonlySet<FrameRequestType> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
])

export const REQUEST_TIMEOUT_TYPES: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** Reasons reported to `onTimeout` (spec section 8); each opens an error alert. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout' | 'unverified_domain'
