/**
 * Everything the process needs from its environment, checked once at startup.
 * Missing or short keys stop the process here rather than at the first request.
 */

function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is not set`);
  }
  return value;
}

/** A base64 key of at least 32 bytes (generate with `openssl rand -base64 32`). */
function requireKey(name: string): Buffer {
  const bytes = Buffer.from(requireEnv(name), 'base64');
  if (bytes.length < 32) {
    throw new Error(`${name} must decode to at least 32 bytes, got ${bytes.length}`);
  }
  return bytes;
}

export const config = {
  port: Number.parseInt(process.env.PORT ?? '8080', 10),
  host: process.env.HOST ?? '0.0.0.0',
  publicUrl: requireEnv('PUBLIC_URL'),
  /** AES-256-GCM key for MCP requestState. Exactly 32 bytes are used. */
  stateKey: requireKey('HELPDESK_STATE_KEY').subarray(0, 32),
  /** Signs the dashboard's CSRF cookie (@fastify/cookie). */
  cookieSecret: requireKey('HELPDESK_COOKIE_SECRET'),
  /** Shared with the inbound-mail provider; hex HMAC-SHA256 over the raw body. */
  mailWebhookSecret: requireKey('MAIL_WEBHOOK_SECRET'),
  llmUrl: requireEnv('LLM_GATEWAY_URL'),
  llmApiKey: requireEnv('LLM_GATEWAY_API_KEY'),
} as const;
