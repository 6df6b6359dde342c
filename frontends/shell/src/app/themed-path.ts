/** The current event's colours apply on /events/* and /create-event only (spec section 2). */
export function isThemedPath(pathname: string): boolean {
  return pathname.startsWith('/events/') || pathname === '/create-event';
}
