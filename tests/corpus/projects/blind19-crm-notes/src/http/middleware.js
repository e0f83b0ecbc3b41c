'use strict';

const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');
const { AsyncLocalStorage } = require('node:async_hooks');

function bearerAuth({ jwksUri, audience }) {
  const keys = jwksClient({ jwksUri, cache: true, rateLimit: true });
  const getKey = (header, cb) => keys.getSigningKey(header.kid, (err, key) => cb(err, key && key.getPublicKey()));

  return function authenticate(req, res, next) {
    const header = req.get('authorization') || '';
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'missing bearer token' });
      return;
    }
    jwt.verify(token, getKey, { audience, algorithms: ['RS256'] }, (err, claims) => {
      if (err) {
        res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: err.message });
        return;
      }
      req.auth = {
        token,
        clientId: claims.azp || claims.client_id,
        scopes: String(claims.scope || '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: { userId: claims.sub, email: claims.email },
      };
      next();
    });
  };
}

/**
 * SDK 1.x does not hand `requestState` / `inputResponses` to registerTool callbacks,
 * so an express middleware lifts them out of the JSON-RPC body and parks them here.
 */
const storage = new AsyncLocalStorage();

function roundTripMiddleware(req, _res, next) {
  const params = (req.body && req.body.method === 'tools/call' && req.body.params) || {};
  storage.run(
    {
      requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
      inputResponses: params.inputResponses || {},
    },
    next,
  );
}

function currentRound() {
  return storage.getStore() || { requestState: undefined, inputResponses: {} };
}

function accepted(round, key) {
  const response = round.inputResponses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

module.exports = { bearerAuth, roundTripMiddleware, currentRound, accepted };
