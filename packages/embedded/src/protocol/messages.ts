import { toSchemaIssues } from '@walletport/core'
import * as z from 'zod/mini'
import {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_REQUEST_TYPES,
  type FrameNoticePayload,
  type FrameNoticeType,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  frameNotices,
  frameRequests,
} from './events.js'

/** crypto.randomUUID's shape; ids of any other shape are refused. */
const messageIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

const envelopeSchema = z.strictObject({
  id: z.optional(messageIdSchema),
  type: z.string().check(z.maxLength(96)),
  payload: z.optional(z.unknown()),
})

export interface AppRequest<Type extends FrameRequestType = FrameRequestType> {
  id: string
  type: Type
  payload: FrameRequestPayload<Type>
}

export type ParsedAppMessage =
  | { kind: 'request'; request: AppRequest }
  | { kind: 'invalid'; id: string | undefined; type: string | undefined; message: string }

/** The spec's schema texts: 'Required' for a missing value, 'Invalid input' for a mismatch; the field follows. */
function firstIssue(error: z.core.$ZodError, data: unknown): string {
  const issue = toSchemaIssues(error, data)[0]
  if (!issue) return 'Invalid input'
  return issue.path === 'value' ? issue.message : `${issue.message}: ${issue.path}`
}

/** Checks a message the frame received from the dapp: envelope, known type, id and payload by its schema. */
export function parseAppMessage(data: unknown): ParsedAppMessage {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success)
    return { kind: 'invalid', id: undefined, type: undefined, message: firstIssue(envelope.error, data) }
  const { id, type, payload } = envelope.data
  const name = type.startsWith(APP_EVENT_PREFIX) ? type.slice(APP_EVENT_PREFIX.length) : ''
  if (!(FRAME_REQUEST_TYPES as string[]).includes(name))
    return { kind: 'invalid', id, type, message: `Unknown request ${type}` }
  if (id === undefined) return { kind: 'invalid', id, type, message: 'Required: id' }
  const parsed = frameRequests[name as FrameRequestType].request.safeParse(payload ?? {})
  if (!parsed.success) return { kind: 'invalid', id, type, message: firstIssue(parsed.error, payload ?? {}) }
  return { kind: 'request', request: { id, type: name as FrameRequestType, payload: parsed.data as never } }
}

export type ParsedFrameMessage =
  | { kind: 'success'; id: string; type: FrameRequestType; payload: unknown }
  | {
      kind: 'error'
      id: string
      type: FrameRequestType
      message: string | undefined
      code: number | undefined
    }
  | { kind: 'notice'; type: FrameNoticeType; payload: unknown }
  | { kind: 'invalid'; id: string | undefined; message: string }

const errorPayloadSchema = z.strictObject({
  message: z.optional(z.string().check(z.maxLength(1024))),
  code: z.optional(z.number().check(z.int())),
})

/** Checks a message the dapp received from the frame: a success or error answer to a request, or a notice. */
export function parseFrameMessage(data: unknown): ParsedFrameMessage {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success) return { kind: 'invalid', id: undefined, message: firstIssue(envelope.error, data) }
  const { id, type, payload } = envelope.data
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return { kind: 'invalid', id, message: `Unknown event ${type}` }
  const name = type.slice(FRAME_EVENT_PREFIX.length)
  if (id === undefined) {
    const schema = frameNotices[name as FrameNoticeType] as (typeof frameNotices)[FrameNoticeType] | undefined
    if (!schema || !Object.hasOwn(frameNotices, name))
      return { kind: 'invalid', id, message: `Unknown event ${type}` }
    const parsed = schema.safeParse(payload ?? {})
    if (!parsed.success) return { kind: 'invalid', id, message: firstIssue(parsed.error, payload ?? {}) }
    return { kind: 'notice', type: name as FrameNoticeType, payload: parsed.data }
  }
  const match = /^(.*)_(SUCCESS|ERROR)$/.exec(name)
  const requestType = match?.[1] as FrameRequestType | undefined
  if (!match || !requestType || !(FRAME_REQUEST_TYPES as string[]).includes(requestType))
    return { kind: 'invalid', id, message: `Unknown event ${type}` }
  if (match[2] === 'ERROR') {
    const parsed = errorPayloadSchema.safeParse(payload ?? {})
    return {
      kind: 'error',
      id,
      type: requestType,
      message: parsed.success ? parsed.data.message : undefined,
      code: parsed.success ? parsed.data.code : undefined,
    }
  }
  const parsed = frameRequests[requestType].success.safeParse(payload ?? {})
  if (!parsed.success) return { kind: 'invalid', id, message: firstIssue(parsed.error, payload ?? {}) }
  return { kind: 'success', id, type: requestType, payload: parsed.data }
}

export function appRequestMessage<Type extends FrameRequestType>(
  id: string,
  type: Type,
  payload: FrameRequestPayload<Type>,
) {
  return { id, type: `${APP_EVENT_PREFIX}${type}`, payload }
}

export function frameSuccessMessage<Type extends FrameRequestType>(
  id: string,
  type: Type,
  payload: FrameSuccessPayload<Type>,
) {
  return { id, type: `${FRAME_EVENT_PREFIX}${type}_SUCCESS`, payload }
}

export function frameErrorMessage(id: string, type: FrameRequestType, message: string, code?: number) {
  return {
    id,
    type: `${FRAME_EVENT_PREFIX}${type}_ERROR`,
    payload: code === undefined ? { message } : { message, code },
  }
}

export function frameNoticeMessage<Type extends FrameNoticeType>(
  type: Type,
  payload: FrameNoticePayload<Type>,
) {
  return { type: `${FRAME_EVENT_PREFIX}${type}`, payload }
}

/** The handshake: the dapp's INIT carries the port (transferred), the frame acknowledges over that port. */
export const INIT_MESSAGE_TYPE = `${APP_EVENT_PREFIX}INIT`
export const INIT_ACK_MESSAGE_TYPE = `${FRAME_EVENT_PREFIX}INIT_SUCCESS`

export const initMessageSchema = z.strictObject({
  type: z.literal(INIT_MESSAGE_TYPE),
  payload: z.strictObject({ version: z.number() }),
})
