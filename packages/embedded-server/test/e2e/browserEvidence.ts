import type { FailureEvidence } from '@walletport/devnet'
import type { BrowserContext, Page } from 'playwright-core'

const consoleLines: string[] = []
const openPages: Page[] = []

/** Watches every page `context` opens (tabs, popups, approval pages): its console, its errors, whether it is open. */
export function recordBrowserEvidence(context: BrowserContext, label: string): void {
  const watch = (page: Page) => {
    openPages.push(page)
    page.on('console', (message) => consoleLines.push(`[${label}] ${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => consoleLines.push(`[${label}] pageerror: ${error.message}`))
    page.on('close', () => openPages.splice(openPages.indexOf(page), 1))
  }
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
}

/** A mark in the recorded console, for {@link browserEvidence} to start from. */
export const browserEvidenceMark = (): number => consoleLines.length

/** What the browser shows of a failure: the page opened last that is still open, and the console since `from`. */
export function browserEvidence(from = 0): FailureEvidence {
  return { page: openPages.at(-1), consoleLines: consoleLines.slice(from) }
}
