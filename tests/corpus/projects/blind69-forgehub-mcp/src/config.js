// Loads ForgeHub bridge settings from the environment.
const { instanceKey } = require('./keys');

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function loadStateSecret() {
  const raw = process.env.FORGEHUB_STATE_SECRET;
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length < 32) throw new Error('FORGEHUB_STATE_SECRET must decode to at least 32 bytes');
    return key;
  }
  return instanceKey();
}

module.exports = {
  port: Number(process.env.PORT || 3100),
  forgeBaseUrl: need('FORGE_BASE_URL').replace(/\/+$/, ''),
  serviceToken: need('FORGE_SERVICE_TOKEN'),
  webhookSecret: need('FORGE_WEBHOOK_SECRET'),
  stateSecret: loadStateSecret(),
  stateTtlMs: 10 * 60 * 1000,
  pageSize: Number(process.env.FORGE_PAGE_SIZE || 30),
  mergeStyles: ['merge', 'squash', 'rebase'],
  userCacheTtlMs: 60 * 1000,
};
