import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

/**
 * Runtime configuration. Server-only variables come from the process environment at start-up; only the
 * VITE_-prefixed ones are inlined by Vite at build time.
 */
export const env = createEnv({
  clientPrefix: 'VITE_',
  server: {
    PORT: z.coerce.number().int().default(8787),
    KB_CMS_URL: z.string().url(),
    KB_CMS_WORKSPACE: z.string().default('docs'),
    KB_OIDC_ISSUER: z.string().url(),
    KB_OIDC_AUDIENCE: z.string().default('kb-publisher'),
    // 'inspect' keeps the round state readable in MCP Inspector while we work on a tool.
    KB_STATE_STRATEGY: z.enum(['codec', 'inspect']).default(import.meta.env.DEV ? 'inspect' : 'codec'),
    KB_STATE_SECRET: z.string().min(32).default('kb-publisher-local-state-secret-0001'),
    // Editors leave a confirmation open while they proof-read the preview link.
    KB_STATE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  },
  client: {
    VITE_APP_VERSION: z.string().default('0.0.0-dev'),
  },
  runtimeEnv: {
    ...process.env,
    VITE_APP_VERSION: import.meta.env.VITE_APP_VERSION,
  },
  emptyStringAsUndefined: true,
});

export type Env = typeof env;
