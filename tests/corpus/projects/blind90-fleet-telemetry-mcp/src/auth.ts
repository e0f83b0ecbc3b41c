// Koa middleware that resolves bearer tokens with fleet-core and hands the user to the MCP transport as req.auth.
// @ts-nocheck
import { fleetApi } from './fleetApi.js';

function reject(ctx, status, message) {
  ctx.status = status;
  ctx.set('WWW-Authenticate', 'Bearer realm="fleet-telemetry"');
  ctx.body = { error: message };
}

export function requireUser() {
  return function (ctx, next) {
    var match = /^Bearer (\S+)$/.exec(ctx.get('authorization'));
    if (!match) return reject(ctx, 401, 'missing bearer token');
    return fleetApi.whoAmIAsync(match[1]).then(function (info) {
      if (!info || !info.active) return reject(ctx, 401, 'invalid or expired token');
      ctx.req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes: info.scopes || [],
        expiresAt: info.expires_at,
        extra: { userId: String(info.user_id), fleetId: String(info.fleet_id), role: info.role }
      };
      return next();
    });
  };
}

export function userOf(extra) {
  var info = extra && extra.authInfo;
  var data = info && info.extra;
  if (!data || !data.userId) throw new Error('no authenticated fleet user on this request');
  return { id: data.userId, fleetId: data.fleetId, role: data.role };
}
