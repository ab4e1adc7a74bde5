/** Sends the browser to another site (Stripe's hosted checkout). Its own module so tests can replace it. */
export function leaveSiteTo(url: string): void {
  window.location.assign(url);
}
