import type { View } from '@walletport/core'
import { type RefObject, useEffect } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  )
}

/** Tab and Shift+Tab cycle inside `root`, also from a focus that fell out of it (a removed control). */
function cycleTab(root: HTMLElement, event: KeyboardEvent): void {
  const items = tabbables(root)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    event.preventDefault()
    root.focus()
    return
  }
  const active = root.ownerDocument.activeElement
  const outside = !root.contains(active)
  if (event.shiftKey && (outside || active === first || active === root)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

export interface DialogFocusOptions {
  /** A modal dialog: Tab cycles inside it and Escape closes it wherever focus is in the page. */
  trap: boolean
  /** The current view: when it changes and focus is not inside the dialog, focus moves into it. */
  view: View
  onEscape(): void
}

/**
 * Moves focus into the dialog when it mounts, again into it after each view change that left focus outside (the
 * control that had it was removed), and back to the element that had it when it unmounts. With `trap`, keys are
 * read on the document, so Escape and Tab work even after focus fell to `<body>`; otherwise (embedded) on the
 * dialog. Returns nothing: the handlers are attached here.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  { trap, view, onEscape }: DialogFocusOptions,
): void {
  useEffect(() => {
    const opener = document.activeElement
    dialog.current?.focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialog])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change, by design.
  useEffect(() => {
    const root = dialog.current
    if (root && !root.contains(document.activeElement)) root.focus()
  }, [dialog, view])

  useEffect(() => {
    const root = dialog.current
    if (!root) return
    const target: Document | HTMLElement = trap ? root.ownerDocument : root
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent
      if (key.key === 'Escape') {
        key.stopPropagation()
        onEscape()
      } else if (key.key === 'Tab' && trap) {
        cycleTab(root, key)
      }
    }
    target.addEventListener('keydown', onKeyDown)
    return () => target.removeEventListener('keydown', onKeyDown)
  }, [dialog, trap, onEscape])
}
