// Continuation tokens for paging through ForgeHub list endpoints across tool rounds.
const config = require('./config');
const { seal } = require('./stateToken');

function continuationFor({ sub, tool, owner, repo, page, filter, shown }) {
  return seal({ sub, tool, owner, repo, page, filter, shown, exp: Date.now() + config.stateTtlMs });
}

function peekCursor(token) {
  return JSON.parse(Buffer.from(String(token).split('.')[0], 'base64url').toString('utf8'));
}

module.exports = { continuationFor, peekCursor };
