import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS } from './socialProviders.js'

export const emailSchema = z.email()

/** The spec only says "a string"; the frame decides the code's format, so any non-empty string passes. */
export const otpSchema = z.string().check(z.minLength(1))

export { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders.js'
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

export const connectActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
export type ConnectAction = z.output<typeof connectActionSchema>

export const emailUpdateActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
export type EmailUpdateAction = z.output<typeof emailUpdateActionSchema>
