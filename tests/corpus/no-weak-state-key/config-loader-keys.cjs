// Models a CommonJS config loader that validates keys with zod before use, plus a Vault client; HMACs and sealers read keys only from the validated config.
const { z } = require('zod');
const { createHmac } = require('node:crypto');
const { createStateSealer } = require('eslint-plugin-mcp-state/seal');
const vault = require('node-vault')({ endpoint: process.env.VAULT_ADDR, token: process.env.VAULT_TOKEN });

const schema = z.object({
  STATE_KEY: z.string().refine((value) => Buffer.from(value, 'base64').length >= 32, 'STATE_KEY must be 32+ bytes'),
  CALLBACK_SECRET: z.string().min(32),
  PORT: z.coerce.number().int().default(8080),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn']).default('info'),
});

const env = schema.parse(process.env);

const sealer = createStateSealer({ keys: [env.STATE_KEY] });

function callbackSignature(url, body) {
  return createHmac('sha256', env.CALLBACK_SECRET).update(`${url}\n${body}`).digest('hex');
}

async function partnerSignature(partnerId, body) {
  const { data } = await vault.read(`secret/data/partners/${partnerId}`);
  return createHmac('sha256', data.data.hmacKey).update(body).digest('base64');
}

function loadSettings(file) {
  const raw = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
  return { ...raw, port: raw.port ?? env.PORT, logLevel: raw.logLevel || env.LOG_LEVEL, region: raw.region || 'eu-west-1' };
}

function signWithSettings(settings, body) {
  return createHmac('sha256', settings.signingKey).update(body).digest('hex');
}

module.exports = { env, sealer, callbackSignature, partnerSignature, loadSettings, signWithSettings };
