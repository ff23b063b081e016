import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react'

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

/**
 * Moves focus into the dialog when it mounts and back to the element that had it when it unmounts. With `trap`,
 * Tab and Shift+Tab cycle inside the dialog; returns the keydown handler that does so.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  trap: boolean,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const opener = document.activeElement
    dialog.current?.focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialog])

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const root = dialog.current
      if (!trap || event.key !== 'Tab' || !root) return
      const items = tabbables(root)
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    },
    [dialog, trap],
  )
}
