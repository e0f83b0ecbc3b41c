// Models a Fastify (TypeScript) plugin and a class that sign links and form tokens by hashing data with a secret passed as a plugin option or kept in a class field, then compare with !== and ===.
// @ts-nocheck
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface LinkOptions {
  secret: string;
  ttlSeconds: number;
}

export class FormTokens {
  constructor(private readonly pepper: string) {}

  issue(formId: string, nonce: string): string {
    return `${nonce}.${createHash('sha256').update(`${formId}|${nonce}|${this.pepper}`).digest('base64url')}`;
  }

  accept(formId: string, token: string): boolean {
    const [nonce] = token.split('.');
    return token === this.issue(formId, nonce); // expect: no-timing-unsafe-compare
  }
}

export default fp(async function signedLinks(app: FastifyInstance, opts: LinkOptions) {
  const stamp = (path: string, expires: number) => createHash('sha512').update(opts.secret + path + expires).digest('hex');

  app.addHook('onRequest', async (request: FastifyRequest<{ Querystring: { exp?: string; sig?: string } }>, reply) => {
    if (!request.url.startsWith('/private/')) return;
    const expires = Number(request.query.exp);
    if (request.query.sig !== stamp(request.routeOptions.url, expires)) { // expect: no-timing-unsafe-compare
      return reply.code(403).send({ error: 'bad signature' });
    }
    if (expires * 1000 < Date.now() || opts.ttlSeconds === 0) {
      return reply.code(410).send({ error: 'expired' });
    }
  });

  app.get('/private/info', async (request) => {
    // public: the route and a hash of the (public) path for caching
    const cacheKey = createHash('sha1').update(request.url).digest('hex');
    return { cacheKey, fresh: request.headers['if-none-match'] === `"${cacheKey}"` };
  });
});
