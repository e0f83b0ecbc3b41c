import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface Caller {
  userId: string;
  scopes: string[];
  /** The bearer token the request came with; forwarded to core banking as-is. */
  bearer: string;
}

export class Unauthenticated extends Error {}

export function callerFrom(extra: { authInfo?: AuthInfo }): Caller {
  const info = extra.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string' || userId.length === 0) {
    throw new Unauthenticated('this server requires an authenticated user');
  }
  return { userId, scopes: info.scopes, bearer: info.token };
}

export function requireScope(caller: Caller, scope: string): void {
  if (!caller.scopes.includes(scope)) throw new Unauthenticated(`missing scope ${scope}`);
}
