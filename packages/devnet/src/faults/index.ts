export { assertRetryAfterHonoured, RetryAfterNotHonouredError } from './assertRetryAfterHonoured.js'
export {
  type FaultMode,
  type FaultProxy,
  type FaultProxySeen,
  type StartFaultProxyParameters,
  startFaultProxy,
} from './startFaultProxy.js'
