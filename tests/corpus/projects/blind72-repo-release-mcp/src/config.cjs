// Runtime configuration for the release server; secrets are loaded and validated separately at start-up.
'use strict';

const config = module.exports;

config.port = Number(process.env.PORT || 4100);
config.redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/2';
config.github = {
  apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
  apiVersion: process.env.GITHUB_API_VERSION || '2022-11-28',
  userAgent: 'repo-release-mcp/3.1',
};
config.allowedOrgs = (process.env.ALLOWED_ORGS || '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);

/**
 * @param {string} name
 * @param {number} minBytes
 * @returns {Buffer}
 */
function base64Secret(name, minBytes) {
  const raw = process.env[name];
  if (!raw) throw new Error(`${name} is required`);
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

config.loadSecrets = function loadSecrets() {
  config.masterKey = base64Secret('RELEASE_MCP_MASTER_KEY', 32);
  const webhookSecret = process.env.GITHUB_WEBHOOK_SECRET || '';
  if (webhookSecret.length < 32) throw new Error('GITHUB_WEBHOOK_SECRET must be at least 32 characters');
  config.webhookSecret = webhookSecret;
  return config;
};
