// Declares the Caller type carrying the user id and forwarded access token.
// @ts-nocheck
export interface Caller {
  userId: string;
  /** The support agent's bearer token, forwarded to the billing API. */
  accessToken: string;
}
