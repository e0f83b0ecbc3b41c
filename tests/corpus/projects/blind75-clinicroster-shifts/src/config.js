// Loads roster settings: built-in defaults, then an optional JSON file, then environment variables.
const fs = require('node:fs');
const path = require('node:path');

const defaults = {
  port: 7311,
  mysql: { host: 'localhost', port: 3306, database: 'roster', connectionLimit: 8 },
  stateTokens: { algorithm: 'HS256', issuer: 'clinicroster', lifetime: '5m' },
  identity: {
    jwksUrl: 'https://login.clinicgroup.example/.well-known/jwks.json',
    issuer: 'https://login.clinicgroup.example/',
    audience: 'roster-mcp',
  },
  calendar: {
    baseUrl: 'https://calendar.clinicgroup.example/api/v3',
    tokenUrl: 'https://calendar.clinicgroup.example/oauth/token',
  },
};

function readFileConfig(file) {
  if (!file) return {};
  const full = path.resolve(file);
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (err) {
    throw new Error(`could not read roster config ${full}: ${err.message}`);
  }
}

function loadConfig(env = process.env) {
  const fromFile = readFileConfig(env.ROSTER_CONFIG);
  const cfg = Object.assign({}, defaults, fromFile);

  return {
    get port() {
      return Number(env.PORT) || cfg.port;
    },
    get mysql() {
      return {
        ...defaults.mysql,
        ...cfg.mysql,
        host: env.MYSQL_HOST || cfg.mysql.host,
        user: env.MYSQL_USER,
        password: env.MYSQL_PASSWORD,
      };
    },
    get stateTokens() {
      return {
        ...defaults.stateTokens,
        ...cfg.stateTokens,
        secret: env.ROSTER_STATE_KEY,
      };
    },
    get identity() {
      return { ...defaults.identity, ...cfg.identity };
    },
    get calendar() {
      return {
        ...defaults.calendar,
        ...cfg.calendar,
        clientId: env.CALENDAR_CLIENT_ID,
        clientSecret: env.CALENDAR_CLIENT_SECRET,
      };
    },
    get payrollWebhookSecret() {
      return env.PAYROLL_WEBHOOK_SECRET;
    },
  };
}

module.exports = { loadConfig };
