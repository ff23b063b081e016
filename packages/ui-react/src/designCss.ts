/**
 * The views' own styles (wallet list groups, connecting state, account, primer, phone sheet), appended to the
 * base stylesheet. Logical properties only, so a right-to-left locale mirrors them.
 */
export const designCss = `
.wp-primer { display: flex; flex-direction: column; gap: 20px; }
.wp-primer-points { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 0; list-style: none; }
.wp-primer-points li { display: flex; gap: 12px; align-items: flex-start; }
.wp-primer-points h3 { margin: 0 0 4px; font-size: calc(var(--wp-c-font-size) * 1.5); font-weight: 600; }
.wp-primer-points p { margin: 0; color: var(--wp-c-fg-muted); }
.wp-primer-icon {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--wp-c-radius-m);
  background: var(--wp-c-surface);
  color: var(--wp-c-accent-text);
}
`
