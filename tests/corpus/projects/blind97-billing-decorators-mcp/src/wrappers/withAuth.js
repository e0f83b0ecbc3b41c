// Outermost wrapper: resolves the caller from the bearer token and collects round-trip fields from _meta.
const { text } = require('../lib/rounds');

function withAuth(toolName, scope, handler) {
  return async (args, extra) => {
    const info = extra.authInfo;
    const userId = info && info.extra && info.extra.userId;
    const accountId = info && info.extra && info.extra.accountId;
    if (!userId || !accountId) return text('Sign in with a billing account to use this tool.', true);
    if (scope && !(info.scopes || []).includes(scope)) return text(`This tool needs the ${scope} scope.`, true);

    const meta = extra._meta || {};
    const call = {
      tool: toolName,
      user: { id: String(userId), accountId: String(accountId), email: info.extra.email },
      requestState: meta.requestState,
      inputResponses: meta.inputResponses || {},
      requestId: extra.requestId,
      signal: extra.signal,
    };
    return handler(args, call);
  };
}

module.exports = { withAuth };
