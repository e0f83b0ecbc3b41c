// Extracts the authenticated user id from the request extra or throws a 401 error.
'use strict';

function userIdOf(extra) {
  const info = extra && extra.authInfo;
  const userId = info && info.extra && info.extra.userId;
  if (!userId) {
    const err = new Error('unauthenticated');
    err.code = 401;
    throw err;
  }
  return String(userId);
}

module.exports = { userIdOf };
