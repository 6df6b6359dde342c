/** A call that got no answer: the connection failed (offline, or the server out of reach), not the request. */
export class OfflineError extends Error {
  constructor(message = 'No Internet connection') {
    super(message);
    this.name = 'OfflineError';
  }
}
