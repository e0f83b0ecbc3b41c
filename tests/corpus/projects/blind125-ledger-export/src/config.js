// Reads ledger-export settings such as port, bank endpoints and state options from env.
'use strict';

var DEFAULT_PORT = 3410;

function intFromEnv(name, dflt) {
  var raw = process.env[name];
  if (raw === undefined || raw === '') return dflt;
  var n = parseInt(raw, 10);
  return isNaN(n) ? dflt : n;
}

module.exports = {
  port: intFromEnv('LEDGER_PORT', DEFAULT_PORT),
  bankBaseUrl: process.env.LEDGER_BANK_URL || 'https://sandbox.openbank.example/v2',
  bankClientId: process.env.LEDGER_BANK_CLIENT_ID || 'ledger-export',
  bankClientSecret: process.env.LEDGER_BANK_CLIENT_SECRET,
  introspectUrl: process.env.LEDGER_INTROSPECT_URL || 'https://id.example.com/oauth/introspect',
  stateKey: process.env.LEDGER_STATE_KEY || 'ledger-export-local-state-key-2024',
  stateTtlMs: Math.min(intFromEnv('LEDGER_STATE_TTL_MS', 10 * 60 * 1000), 10 * 60 * 1000),
  maxRows: 5000
};
