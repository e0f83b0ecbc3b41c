import nacl from 'tweetnacl';
import naclUtil from 'tweetnacl-util';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/**
 * 32 random bytes, base64, provisioned from Secrets Manager into the function's
 * environment. A missing or short key stops the cold start instead of limping on.
 */
function loadStateKey() {
  const key = naclUtil.decodeBase64(required('STATE_SEALING_KEY'));
  if (key.length !== nacl.secretbox.keyLength) {
    throw new Error(`STATE_SEALING_KEY must decode to ${nacl.secretbox.keyLength} bytes, got ${key.length}`);
  }
  return key;
}

export const config = Object.freeze({
  stateKey: loadStateKey(),
  stateTtlSeconds: 5 * 60,
  plansTable: process.env.PLANS_TABLE ?? 'mailbox-mcp-plans',
  issuer: required('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'mailbox-mcp',
  mailApiBase: process.env.MAIL_API_BASE ?? 'https://mail.internal.example.com/api',
  tokenVaultBase: process.env.TOKEN_VAULT_BASE ?? 'https://vault.internal.example.com',
});
