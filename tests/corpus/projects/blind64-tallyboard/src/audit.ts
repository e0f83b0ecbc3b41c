import { short } from './lib/hash.js';

// Who did what. Round 1 and round 2 of a change must log the same actor, so the
// fields needed to write an actor are listed once, here.

export const AUDIT_FIELDS = ['clientId', 'scopes', 'token'] as const;

export interface Actor {
  clientId: string;
  scopes: string[];
  token: string;
}

interface HasAuth {
  http?: { authInfo?: Actor & { extra?: Record<string, unknown> } };
}

export function who(ctx: HasAuth): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('no authenticated user');
  return id;
}

export function line(event: string, user: string, actor: Actor, detail: Record<string, unknown> = {}): void {
  console.log(
    JSON.stringify({
      at: new Date().toISOString(),
      event,
      user,
      client: actor.clientId,
      scopes: actor.scopes,
      cred: short(actor.token),
      ...detail,
    }),
  );
}
