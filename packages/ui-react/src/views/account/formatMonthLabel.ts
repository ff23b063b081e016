/** 'November 2026' for year 2026, month 10 (0-based, UTC as core groups them), in the given locale. */
export function formatMonthLabel(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month, 1),
  )
}
