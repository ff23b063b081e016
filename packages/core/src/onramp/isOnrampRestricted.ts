/**
 * The time zones where the on-ramp is hidden (spec section 9: "a list of Asia/China-area zones", list not shown).
 * Our list: the IANA zones of mainland China, Hong Kong and Macau, with their legacy aliases — where card purchases
 * of crypto are barred or the providers do not serve. Taiwan and the rest of Asia are not on it.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
]

const restricted = new Set(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()))

/** The page's time zone as the browser reports it; undefined where Intl cannot tell. */
export function getTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Whether the on-ramp is hidden in `timeZone` (the page's by default); the comparison ignores case. */
export function isOnrampRestricted(timeZone: string | undefined = getTimeZone()): boolean {
  return timeZone !== undefined && restricted.has(timeZone.toLowerCase())
}
