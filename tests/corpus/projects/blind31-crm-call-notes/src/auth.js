import _ from 'lodash';

const INTROSPECTION_URL = process.env.OIDC_INTROSPECTION_URL;
const CLIENT_BASIC =
  'Basic ' + Buffer.from(process.env.OIDC_CLIENT_ID + ':' + process.env.OIDC_CLIENT_SECRET).toString('base64');

/**
 * Bearer auth via RFC 7662 token introspection at the company IdP.
 * @type {import('express').RequestHandler}
 */
export function authenticate(req, res, next) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') || '');
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="crm-call-notes"');
    return res.status(401).json({ error: 'invalid_request' });
  }

  fetch(INTROSPECTION_URL, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: match[1], token_type_hint: 'access_token' })
  })
    .then((r) => r.json())
    .then(function (info) {
      if (!info.active) return res.status(401).json({ error: 'invalid_token' });
      req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes: _.compact(String(info.scope || '').split(' ')),
        expiresAt: info.exp,
        extra: { userId: info.sub, email: info.email }
      };
      next();
    })
    .catch(next);
}
