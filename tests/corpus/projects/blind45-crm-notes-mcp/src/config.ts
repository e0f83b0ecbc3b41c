import convict from 'convict';
import { url } from 'convict-format-with-validator';

convict.addFormat(url);

// Secrets live in 1Password. The config holds only *references* to them (op://vault/item/field),
// which are safe to commit; the CLI resolves them at startup.
convict.addFormat({
  name: 'op-reference',
  validate(value: unknown) {
    if (typeof value !== 'string' || !/^op:\/\/[^/]+\/[^/]+\/[^/]+$/.test(value)) {
      throw new Error('must be a 1Password secret reference like op://vault/item/field');
    }
  },
});

export const config = convict({
  env: {
    doc: 'Deployment environment.',
    format: ['production', 'staging', 'development'],
    default: 'production',
    env: 'NODE_ENV',
  },
  port: { format: 'port', default: 8080, env: 'PORT' },
  redisUrl: { format: String, default: 'redis://127.0.0.1:6379', env: 'REDIS_URL' },
  auth: {
    issuer: { format: 'url', default: 'https://auth.example.com', env: 'AUTH_ISSUER' },
    audience: { format: String, default: 'crm-notes-mcp', env: 'AUTH_AUDIENCE' },
  },
  state: {
    keyRef: {
      doc: 'Reference to the base64 requestState key (32+ random bytes).',
      format: 'op-reference',
      default: 'op://mcp-prod/crm-notes-state-key/credential',
      env: 'STATE_KEY_REF',
    },
    ttlSeconds: {
      doc: 'How long a requestState stays valid. The MCP guidance caps it at ten minutes.',
      format(value: unknown) {
        if (!Number.isInteger(value) || (value as number) < 30 || (value as number) > 600) {
          throw new Error('must be an integer between 30 and 600');
        }
      },
      default: 300,
      env: 'STATE_TTL_SECONDS',
    },
  },
  hubspot: {
    clientSecretRef: {
      doc: 'Reference to the HubSpot app client secret (signs webhook deliveries).',
      format: 'op-reference',
      default: 'op://mcp-prod/hubspot-app/client-secret',
      env: 'HUBSPOT_CLIENT_SECRET_REF',
    },
    webhookUrl: {
      format: 'url',
      default: 'https://crm-notes-mcp.example.com/hubspot/webhook',
      env: 'HUBSPOT_WEBHOOK_URL',
    },
  },
});

config.validate({ allowed: 'strict' });
