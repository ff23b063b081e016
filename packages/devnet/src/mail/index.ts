export { extractCode, extractLink, extractLinks } from './extractFromMail.js'
export {
  type MailSink,
  MailSinkTimeoutError,
  type ReceivedMail,
  type StartMailSinkParameters,
  startMailSink,
} from './startMailSink.js'
