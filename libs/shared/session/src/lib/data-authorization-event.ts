/**
 * The request to open the enterprise data-authorization dialog (seeds 000 §4 "Data authorization
 * status", §6 header dropdown "QY with the agreement check enabled: enterprise user authorization").
 * The header (portal) asks, the policy feature's host answers: a window event, so neither library
 * imports the other.
 */
export const DATA_AUTHORIZATION_EVENT = 'qifu:data-authorization';

let pendingRequest = false;

/**
 * Asks the data-authorization host to open its dialog (dispatches {@link DATA_AUTHORIZATION_EVENT}).
 * The request is also remembered until the host takes it ({@link takeDataAuthorizationRequest}), so a
 * click made while the host's code is still downloading is not lost.
 */
export function openDataAuthorization(): void {
  pendingRequest = true;
  window.dispatchEvent(new CustomEvent(DATA_AUTHORIZATION_EVENT));
}

/** For the host: whether an open request is waiting (and forget it). */
export function takeDataAuthorizationRequest(): boolean {
  const pending = pendingRequest;
  pendingRequest = false;
  return pending;
}
