// Reads the authenticated user id from request extras, throwing AuthError when missing.
'use strict';

class AuthError extends Error {}

/** The bearer middleware puts the IdP subject in authInfo.extra.userId. */
function userIdFrom(extra) {
  const userId = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (typeof userId !== 'string' || userId === '') throw new AuthError('no authenticated user');
  return userId;
}

module.exports = { userIdFrom, AuthError };
