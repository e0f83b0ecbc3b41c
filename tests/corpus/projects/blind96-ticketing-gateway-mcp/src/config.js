// Loads gateway, helpdesk, service-account and database settings from the environment.
const fs = require('node:fs');

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

function readSecretFile(envName) {
  const file = process.env[envName];
  return file ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

const confirmSecret = need('CONFIRM_TOKEN_SECRET');
if (Buffer.byteLength(confirmSecret) < 32) {
  throw new Error('CONFIRM_TOKEN_SECRET must be at least 32 bytes');
}

const config = {
  port: Number(process.env.PORT || 7070),
  host: process.env.HOST || '0.0.0.0',
  gatewaySharedToken: need('GATEWAY_SHARED_TOKEN'),
  confirmSecret,
  helpdesk: {
    baseUrl: process.env.HELPDESK_BASE_URL || 'https://helpdesk.example.com/api/v2',
    tokenUrl: process.env.HELPDESK_TOKEN_URL || 'https://helpdesk.example.com/oauth/token',
    serviceAccount: {
      clientEmail: need('HELPDESK_SA_EMAIL'),
      keyId: need('HELPDESK_SA_KEY_ID'),
      privateKey: readSecretFile('HELPDESK_SA_KEY_FILE') || need('HELPDESK_SA_PRIVATE_KEY'),
      scopes: ['tickets.read', 'tickets.write'],
    },
  },
  opsgenieApiBase: process.env.OPSGENIE_API_BASE || 'https://api.opsgenie.com/v2',
  mysql: {
    host: process.env.MYSQL_HOST || 'localhost',
    user: process.env.MYSQL_USER || 'ticketing',
    password: process.env.MYSQL_PASSWORD,
    database: process.env.MYSQL_DATABASE || 'ticketing_gateway',
  },
};

module.exports = { config };
