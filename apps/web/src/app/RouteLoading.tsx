/**
 * What a route shows while its code, its guard or its redirect is on the way: an empty, busy page
 * (the first paint on a cold start, and the settings addresses that only redirect).
 */
export function RouteLoading() {
  return <div aria-busy="true" style={{ minHeight: '100dvh' }} />;
}
