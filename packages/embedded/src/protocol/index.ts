export { EMAIL_COOLDOWN_MS } from './emailCooldown.js'
export {
  APP_EVENT_PREFIX,
  dappMetadataSchema,
  FRAME_EVENT_PREFIX,
  FRAME_PROTOCOL_VERSION,
  FRAME_REQUEST_TYPES,
  type FrameNoticePayload,
  type FrameNoticeType,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameScreen,
  type FrameSuccessPayload,
  type FrameUser,
  frameNotices,
  frameRequests,
  frameUserSchema,
  type RpcRequestPayload,
  rpcRequestPayloadSchema,
} from './events.js'
export {
  type AppRequest,
  appRequestMessage,
  frameErrorMessage,
  frameNoticeMessage,
  frameSuccessMessage,
  INIT_ACK_MESSAGE_TYPE,
  INIT_MESSAGE_TYPE,
  initMessageSchema,
  type ParsedAppMessage,
  type ParsedFrameMessage,
  parseAppMessage,
  parseFrameMessage,
} from './messages.js'
export {
  RESULT_URI_PARAMETER,
  SOCIAL_RESULT_MESSAGE_TYPE,
  socialResultMessageSchema,
} from './socialResult.js'
