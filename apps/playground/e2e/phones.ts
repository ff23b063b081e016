import type { PhonePlatform } from '@walletport/ui-react'
import type { ChromiumDevice } from './launchChromium.js'

/** The phones the e2e tests emulate: an iPhone (Safari user agent) and an Android phone (Chrome), touch, their viewports. */
export const PHONES: Record<PhonePlatform, Required<ChromiumDevice>> = {
  ios: {
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  },
  android: {
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  },
}
