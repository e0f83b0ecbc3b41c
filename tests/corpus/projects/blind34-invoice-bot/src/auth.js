var crypto = require('node:crypto');
var fs = require('node:fs');
var { requireBearerAuth } = require('@modelcontextprotocol/server');

// API tokens are issued by the finance portal and stored as sha256 hashes:
// { "<sha256 hex>": { "user": "j.doe", "client": "claude-desktop", "scopes": ["invoices"], "expires": 1767225600 } }
var TOKENS_FILE = process.env.TOKENS_FILE || '/etc/invoice-bot/tokens.json';
var table = {};

function reload() {
  try {
    table = JSON.parse(fs.readFileSync(TOKENS_FILE, 'utf8'));
  } catch (e) {
    console.error('could not read', TOKENS_FILE, e.message);
  }
}
reload();
fs.watchFile(TOKENS_FILE, { interval: 5000 }, reload);

var verifier = {
  verifyAccessToken: async function (token) {
    var row = table[crypto.createHash('sha256').update(token).digest('hex')];
    if (!row) throw new Error('unknown token');
    return {
      token: token,
      clientId: row.client,
      scopes: row.scopes,
      expiresAt: row.expires,
      extra: { userId: row.user },
    };
  },
};

var authenticate = requireBearerAuth({ verifier: verifier, requiredScopes: ['invoices'] });

module.exports = { authenticate };
