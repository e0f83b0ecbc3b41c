import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Koa middleware: resolves the notes session behind the bearer token and
 * puts the user on ctx.state.user. Lookups are cached for a minute by the
 * token's hash, never by the token itself.
 */
export function bearerAuth(notes) {
  const cache = new LRUCache({ max: 10_000, ttl: 60_000 });

  return async function authenticate(ctx, next) {
    const header = ctx.get('authorization');
    if (!header.startsWith('Bearer ')) {
      ctx.set('WWW-Authenticate', 'Bearer realm="notes-vault"');
      ctx.throw(401, 'bearer token required');
    }
    const token = header.slice('Bearer '.length);
    const cacheKey = createHash('sha256').update(token).digest('base64url');

    let user = cache.get(cacheKey);
    if (!user) {
      try {
        const session = await notes.whoami(token);
        user = { id: session.userId, displayName: session.displayName, roles: session.roles ?? [] };
      } catch (err) {
        if (err.status === 401 || err.status === 403) ctx.throw(401, 'invalid session');
        throw err;
      }
      cache.set(cacheKey, user);
    }
    ctx.state.user = user;
    await next();
  };
}
