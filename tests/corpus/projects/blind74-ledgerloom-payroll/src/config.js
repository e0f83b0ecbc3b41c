// Loads and validates configuration from the environment.
const fs = require('node:fs');

function need(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

function parseStateKeys(spec) {
  const keys = {};
  for (const entry of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [kid, b64] = entry.split(':');
    const key = Buffer.from(b64 || '', 'base64');
    if (!kid || key.length < 32) throw new Error(`state key "${kid}" must be at least 32 bytes`);
    keys[kid] = key;
  }
  return keys;
}

const stateKeys = parseStateKeys(need('LEDGERLOOM_STATE_KEYS'));
const activeKid = need('LEDGERLOOM_STATE_ACTIVE_KID');
if (!stateKeys[activeKid]) throw new Error('LEDGERLOOM_STATE_ACTIVE_KID names no configured key');

const config = {
  port: Number(process.env.PORT || 3100),
  db: {
    host: need('MYSQL_HOST'),
    user: need('MYSQL_USER'),
    password: need('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE || 'ledgerloom',
  },
  idpPublicKey: fs.readFileSync(need('IDP_PUBLIC_KEY_FILE'), 'utf8'),
  idpIssuer: need('IDP_ISSUER'),
  serviceKeys: need('LEDGERLOOM_SERVICE_KEYS').split(',').map((s) => s.trim()).filter(Boolean),
  bank: {
    baseUrl: process.env.BANK_API_URL || 'https://api.northbank.example/corporate/v2',
    clientId: need('BANK_CLIENT_ID'),
    clientSecret: need('BANK_CLIENT_SECRET'),
  },
  stateKeys,
  activeKid,
  stateIssuer: 'ledgerloom-mcp',
};

module.exports = { config };
