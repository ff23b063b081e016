export {
  type FaultMode,
  type FaultProxy,
  type FaultProxySeen,
  type StartFaultProxyParameters,
  startFaultProxy,
} from './startFaultProxy.js'
