function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

export const env = {
  port: Number(process.env.PORT ?? 3500),
  crmBase: process.env.CRM_BASE_URL ?? 'https://api.crm.example.com/v3',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3500',
  // 32+ random bytes, base64 (openssl rand -base64 32)
  stateKey: Buffer.from(required('CRM_STATE_KEY'), 'base64'),
  linkSecret: required('DOWNLOAD_LINK_SECRET'),
  webhookSecret: required('CRM_WEBHOOK_SECRET'),
};

if (env.stateKey.length < 32) throw new Error('CRM_STATE_KEY must decode to at least 32 bytes');
