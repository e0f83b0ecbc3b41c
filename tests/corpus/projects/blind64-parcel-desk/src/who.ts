// The desk agent behind a request. The introspection endpoint puts the agent's
// id in `extra.userId`; `clientId` is the desk app itself and is the same for everyone.

interface HasAuth {
  http?: { authInfo?: { clientId: string; extra?: Record<string, unknown> } };
}

export function who(ctx: HasAuth): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('request carries no authenticated agent');
  }
  return id;
}
