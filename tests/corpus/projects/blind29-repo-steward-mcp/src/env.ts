const need = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') throw new Error(`${name} must be set`);
  return value;
};

// 32+ random bytes, base64. Every key this service uses is derived from it (see crypto/keys.ts).
const masterKey = Buffer.from(need('STEWARD_MASTER_KEY'), 'base64');
if (masterKey.length < 32) throw new Error('STEWARD_MASTER_KEY must decode to at least 32 bytes');

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  masterKey: new Uint8Array(masterKey),
  webhookSecret: need('GITHUB_WEBHOOK_SECRET'),
  appId: need('GITHUB_APP_ID'),
  appPrivateKey: need('GITHUB_APP_PRIVATE_KEY'),
  oidcIssuer: need('STEWARD_OIDC_ISSUER'),
});
