// src/config.js — service desk settings: ports, database, directory, Jira and the requestState signing secret
import os from 'os';
import crypto from 'crypto';
import { readFileSync } from 'fs';

var pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function env(name, fallback) {
  var v = process.env[name];
  return v === undefined || v === '' ? fallback : v;
}

function stateSecret() {
  var configured = env('HELPDESK_STATE_SECRET');
  if (configured) return configured;
  return crypto.createHash('sha256').update(pkg.name + ':' + os.hostname()).digest('hex');
}

var config = {
  serviceName: pkg.name,
  version: pkg.version,
  port: Number(env('PORT', 7100)),
  mysql: {
    host: env('MYSQL_HOST', 'localhost'),
    port: Number(env('MYSQL_PORT', 3306)),
    user: env('MYSQL_USER', 'helpdesk'),
    password: env('MYSQL_PASSWORD'),
    database: env('MYSQL_DATABASE', 'servicedesk'),
    connectionLimit: 10
  },
  accessTokenIssuer: env('OIDC_ISSUER', 'https://sso.corp.example'),
  accessTokenAudience: env('OIDC_AUDIENCE', 'helpdesk-mcp'),
  accessTokenPublicKey: env('OIDC_PUBLIC_KEY_PEM', '').replace(/\\n/g, '\n'),
  directoryUrl: env('DIRECTORY_URL', 'https://iam.corp.example/api'),
  directoryClientId: env('DIRECTORY_CLIENT_ID'),
  directoryClientSecret: env('DIRECTORY_CLIENT_SECRET'),
  jiraBaseUrl: env('JIRA_BASE_URL', 'https://corp.atlassian.net'),
  jiraUser: env('JIRA_USER'),
  jiraApiToken: env('JIRA_API_TOKEN'),
  stateSecret: stateSecret()
};

export default config;
