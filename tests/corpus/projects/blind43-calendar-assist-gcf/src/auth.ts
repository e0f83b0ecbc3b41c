import type { AuthInfo } from '@modelcontextprotocol/server';
import { auth } from './firebase.js';

/** Verifies the Firebase ID token the web app sends as a bearer token. */
export async function authenticate(header: string | undefined): Promise<AuthInfo | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  try {
    const decoded = await auth.verifyIdToken(match[1], true);
    return {
      token: match[1],
      clientId: decoded.aud,
      scopes: ['calendar'],
      expiresAt: decoded.exp,
      extra: { userId: decoded.uid, email: decoded.email },
    };
  } catch {
    return undefined;
  }
}

type WithAuth = { http?: { authInfo?: AuthInfo } };

export function userOf(ctx: WithAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('Sign in to use the calendar tools.');
  return userId;
}
