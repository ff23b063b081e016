import { describeOutsideApp, describeViteBuild } from './describeOutsideApp.js'
import { evmOnlyApp } from './outsideApps.js'

describeOutsideApp('an EVM-only Vite app on the tarballs', evmOnlyApp, (app) => {
  describeViteBuild('EVM-only app', app)
})
