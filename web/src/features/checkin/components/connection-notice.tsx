/** "Reconnecting…": always in the page (a live region must exist before its text changes), empty when online. */
export function ConnectionNotice({ notice }: { notice: string | null }) {
  return (
    <div
      className={notice ? 'connection-notice' : 'visually-hidden'}
      role="status"
      aria-live="polite"
      data-testid="connection-notice"
    >
      {notice}
    </div>
  );
}
