import { randomUUID } from 'node:crypto';
import { loadTenant } from '../store/redis.js';

/**
 * @typedef {object} Principal
 * @property {string} sub
 * @property {string} tenantId
 * @property {string[]} scopes
 */

/**
 * @typedef {object} RequestContext
 * @property {string} requestId
 * @property {Record<string, any> | undefined} flow   verified requestState payload, if any
 */

/** @type {import('express').RequestHandler} */
export function attachContext(req, res, next) {
  const incoming = req.get('x-request-id');
  /** @type {RequestContext} */
  const context = {
    requestId: incoming && incoming.startsWith('req_') && incoming.length <= 64 ? incoming : `req_${randomUUID()}`,
    flow: undefined,
  };
  // @ts-ignore augmenting express' Request
  req.context = context;
  res.setHeader('x-request-id', context.requestId);
  next();
}

/**
 * Bearer auth against the platform's session service.
 * @param {{ introspect: (token: string) => Promise<Principal | null> }} deps
 * @returns {import('express').RequestHandler}
 */
export function authenticate({ introspect }) {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    if (!header.startsWith('Bearer ')) {
      res.status(401).set('www-authenticate', 'Bearer').end();
      return;
    }
    try {
      const principal = await introspect(header.slice('Bearer '.length));
      if (!principal) {
        res.status(401).end();
        return;
      }
      res.locals.principal = principal;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** @type {import('express').RequestHandler} */
export async function resolveTenant(req, res, next) {
  try {
    const tenant = await loadTenant(res.locals.principal.tenantId);
    if (!tenant) {
      res.status(403).json({ error: 'unknown tenant' });
      return;
    }
    res.locals.tenant = tenant;
    next();
  } catch (err) {
    next(err);
  }
}
