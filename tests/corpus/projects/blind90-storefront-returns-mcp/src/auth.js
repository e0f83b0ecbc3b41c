// Bearer authentication for /mcp through the accounts service, and helpers that read the signed-in agent from a context.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import config from './config.js';

var AGENT_ROLES = ['support_agent', 'support_lead'];

function AccountsVerifier(baseUrl) {
  this.userinfoUrl = baseUrl.replace(/\/$/, '') + '/oauth/userinfo';
}

AccountsVerifier.prototype.verifyAccessToken = function (token) {
  return fetch(this.userinfoUrl, { headers: { authorization: 'Bearer ' + token, accept: 'application/json' } })
    .then(function (res) {
      if (res.status === 401) throw new Error('token rejected by the accounts service');
      if (!res.ok) throw new Error('userinfo answered ' + res.status);
      return res.json();
    })
    .then(function (info) {
      if (AGENT_ROLES.indexOf(info.role) === -1) throw new Error('not a support agent');
      return {
        token: token,
        clientId: info.client_id || 'support-console',
        scopes: info.scopes || [],
        expiresAt: info.token_expires_at,
        extra: { userId: String(info.sub), role: info.role, storeIds: (info.store_ids || []).map(String) }
      };
    });
};

export var authenticate = requireBearerAuth({
  verifier: new AccountsVerifier(config.identityUrl),
  requiredScopes: ['returns']
});

function extraOf(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  return (info && info.extra) || null;
}

export function agentId(ctx) {
  var extra = extraOf(ctx);
  if (!extra || !extra.userId) throw new Error('no signed-in agent on this request');
  return extra.userId;
}

export function agentStores(ctx) {
  var extra = extraOf(ctx);
  return (extra && extra.storeIds) || [];
}

export function isLead(ctx) {
  var extra = extraOf(ctx);
  return !!extra && extra.role === 'support_lead';
}
