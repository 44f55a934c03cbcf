/**
 * Thrown by a bag or wishlist mutation when nobody is signed in: the hook shows the sign-in message
 * it carries (`Msg.loginTo…`) instead of calling the API, which would only answer 401.
 */
export class LoginRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRequiredError';
  }
}
