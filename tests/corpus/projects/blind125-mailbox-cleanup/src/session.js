// Resolves the caller's user id and a fresh Google access token.
'use strict';

var tokenStore = require('./tokenStore');

function userOf(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  return info && info.extra && info.extra.userId ? String(info.extra.userId) : null;
}

/** Resolves to a fresh Google access token for the caller, refreshing if needed. */
function googleToken(gmail, userId) {
  return tokenStore.grantFor(userId).then(function (grant) {
    if (!grant) throw new Error('Connect your Google account in the dashboard first.');
    if (grant.expiresAt > Date.now() + 60000) return grant.accessToken;
    return gmail.refreshAsync(grant.refreshToken).then(function (fresh) {
      grant.accessToken = fresh.accessToken;
      grant.expiresAt = fresh.expiresAt;
      return tokenStore.saveGrant(userId, grant).then(function () { return fresh.accessToken; });
    });
  });
}

module.exports = { userOf: userOf, googleToken: googleToken };
