/** Shown while a view's code loads. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="wp-loading" role="status" aria-label={label}>
      <span className="wp-spinner" />
    </div>
  )
}
