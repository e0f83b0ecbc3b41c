// ledger_mcp/auth.py: the user id travels in the access token's extra claims.
import type { HandlerExtra } from './protocol.js';
import { err, ok, type Result } from './utils/result.js';

export function user_id_from(extra: HandlerExtra): Result<string> {
  const claims = extra.authInfo?.extra ?? {};
  const user_id = claims.user_id ?? claims.userId;
  if (typeof user_id !== 'string' || user_id === '') {
    return err('unauthenticated: the access token names no user');
  }
  return ok(user_id);
}

export function subject_token_from(extra: HandlerExtra): Result<string> {
  const token = extra.authInfo?.token;
  if (!token) return err('unauthenticated: no bearer token on the request');
  return ok(token);
}
