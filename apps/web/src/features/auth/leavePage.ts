/** Full-page navigation to a server route (social sign-in); its own module so tests can stand in for it. */
export function leavePage(url: string): void {
  window.location.href = url;
}
