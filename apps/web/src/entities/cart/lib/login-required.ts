/**
 * Thrown by a bag or wishlist mutation when nobody is signed in: the hook shows the spec's login
 * message instead of calling the API.
 */
export class LoginRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRequiredError';
  }
}
