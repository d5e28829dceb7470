/** Shown while a page's code is on its way (the first time only: later navigations keep the old page meanwhile). */
export function PageLoading() {
  return (
    <p className="route-loading" role="status">
      Loading…
    </p>
  );
}
