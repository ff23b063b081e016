import * as z from 'zod'
import { ApiError } from '../http/ApiError.js'

const emailSchema = z.email()

/** Trimmed and lower-cased, so one mailbox is one account; refuses anything that is not an address. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase()
  if (normalized.length > 254 || !emailSchema.safeParse(normalized).success)
    throw new ApiError({ status: 400, code: 'invalid_request', message: 'Enter a valid email address' })
  return normalized
}
