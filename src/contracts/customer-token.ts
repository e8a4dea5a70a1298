/**
 * A personal survey link's token as the public page sends it (`?c={token}`) and the rules and
 * the server check it. Its own tiny module: the public survey page imports only this.
 */

/** The response field that carries the token (optional; the rules bound its shape). */
export const CUSTOMER_TOKEN_FIELD = 'customerToken';

/** A token: 20 characters of [A-Za-z0-9], like Firestore's auto ids (unguessable). */
export const isCustomerToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9]{20}$/.test(value);
