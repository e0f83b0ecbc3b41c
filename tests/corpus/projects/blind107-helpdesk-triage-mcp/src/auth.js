// src/auth.js — verifies SSO access tokens (RS256 JWTs) for the MCP endpoint
import util from 'util';
import jwt from 'jsonwebtoken';
import config from './config.js';

var verifyAsync = util.promisify(jwt.verify);

export var accessTokenVerifier = {
  verifyAccessToken: function (token) {
    return verifyAsync(token, config.accessTokenPublicKey, {
      algorithms: ['RS256'],
      issuer: config.accessTokenIssuer,
      audience: config.accessTokenAudience
    }).then(function (claims) {
      var groups = Array.isArray(claims.groups) ? claims.groups : [];
      if (groups.indexOf('servicedesk-agents') === -1) throw new Error('Not a service desk agent');
      return {
        token: token,
        clientId: claims.azp || claims.client_id,
        scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [],
        expiresAt: claims.exp,
        extra: { userId: claims.sub, email: claims.email, tier: Number(claims.desk_tier || 1), groups: groups }
      };
    });
  }
};
