'use strict';

const { request } = require('undici');

const INTROSPECTION_URL = process.env.OIDC_INTROSPECTION_URL || 'https://id.ledger.example/oauth2/introspect';

/**
 * @typedef {object} LedgerUser
 * @property {string} id          subject of the access token
 * @property {string} accountId   ledger account the user acts on
 * @property {string[]} scopes
 */

/**
 * RFC 7662 introspection with the server's own client credentials.
 * @param {string} token
 * @returns {Promise<{ active: boolean, sub?: string, account_id?: string, scope?: string } | null>}
 */
async function introspect(token) {
  const basic = Buffer.from(`${process.env.OIDC_CLIENT_ID}:${process.env.OIDC_CLIENT_SECRET}`).toString('base64');
  const res = await request(INTROSPECTION_URL, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  if (res.statusCode !== 200) return null;
  return /** @type {any} */ (await res.body.json());
}

/**
 * Koa middleware: resolves the caller and stores it on `ctx.state.user`.
 * @returns {import('koa').Middleware}
 */
function bearerAuth() {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (!header.startsWith('Bearer ')) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="ledger"');
      return;
    }
    const info = await introspect(header.slice('Bearer '.length));
    if (!info || !info.active || !info.sub || !info.account_id) {
      ctx.status = 401;
      return;
    }
    /** @type {LedgerUser} */
    ctx.state.user = { id: info.sub, accountId: info.account_id, scopes: (info.scope || '').split(' ') };
    await next();
  };
}

module.exports = { bearerAuth };
