import { defineNitroConfig } from 'nitropack/config';

export default defineNitroConfig({
  srcDir: 'server',
  compatibilityDate: '2025-01-15',
  storage: {
    drafts: { driver: 'redis', base: 'notes:drafts', url: process.env.REDIS_URL },
    notes: { driver: 'redis', base: 'notes:data', url: process.env.REDIS_URL },
  },
  devStorage: {
    drafts: { driver: 'memory' },
    notes: { driver: 'fs', base: './.data/notes' },
  },
  runtimeConfig: {
    // NITRO_MCP_STATE_KEY: base64, at least 32 bytes. No default on purpose.
    mcpStateKey: '',
    // NITRO_AUTH_ISSUER
    authIssuer: 'https://auth.notes.example.com',
  },
});
