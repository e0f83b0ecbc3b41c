/**
 * Why a token was refused, in the order `open` checks:
 *
 * 1. `malformed` — not a string, over 16 KiB, not `v1.<key id>.<body>.<mac>`, or not canonical base64url.
 * 2. `key` — signed with a key this server does not have (retired, or from another server).
 * 3. `signature` — the MAC does not match: the token was changed.
 * 4. `expired` — older than the sealer's `ttlSeconds`.
 * 5. `user` — sealed for another user.
 * 6. `tool` — sealed for another tool.
 * 7. `args` — sealed for other arguments, or bound to arguments on one side only.
 *
 * Binding tags and expiry are read only after the MAC verified.
 */
export type RefusalReason = 'malformed' | 'key' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

/** Every {@link RefusalReason}, in check order. */
export const REFUSAL_REASONS: readonly RefusalReason[] = Object.freeze([
  'malformed',
  'key',
  'signature',
  'expired',
  'user',
  'tool',
  'args',
]);

/**
 * The outcome of opening a token: the state that was sealed, or why it was refused.
 * `T` is not checked at run time; it only types the state your own server sealed.
 */
export type OpenResult<T = unknown> =
  | { readonly ok: true; readonly state: T }
  | { readonly ok: false; readonly reason: RefusalReason };
