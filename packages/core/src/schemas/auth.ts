import * as z from 'zod/mini'

export const emailSchema = z.email()

/** The spec only says "a string"; the frame decides the code's format, so any non-empty string passes. */
export const otpSchema = z.string().check(z.minLength(1))

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
export type SocialProvider = z.output<typeof socialProviderSchema>

export const connectActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
export type ConnectAction = z.output<typeof connectActionSchema>

export const emailUpdateActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
export type EmailUpdateAction = z.output<typeof emailUpdateActionSchema>
