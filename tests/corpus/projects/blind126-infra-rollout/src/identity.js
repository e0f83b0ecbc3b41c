// Resolves the acting operator from the bearer token or environment.
'use strict';

// On HTTP the user comes from the bearer token's extra.userId; on stdio
// the operator running the process is the user.
function userFrom(extra) {
  const fromToken = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (fromToken) return String(fromToken);
  if (process.env.ROLLOUT_OPERATOR) return process.env.ROLLOUT_OPERATOR;
  throw new Error('no operator identity available');
}

module.exports = { userFrom };
