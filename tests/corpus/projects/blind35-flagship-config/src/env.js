import dotenvFlow from 'dotenv-flow';
import { z } from 'zod';

dotenvFlow.config({ silent: true });

const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  PORT: z.coerce.number().int().default(7410),
  AWS_REGION: z.string().default('eu-west-1'),

  // Names of secrets in AWS Secrets Manager, not the secrets themselves.
  STATE_KEYS_SECRET_ID: z.string().default('flagship/mcp-state-keys'),
  LD_API_TOKEN_SECRET_ID: z.string().default('flagship/launchdarkly-api-token'),

  // `bundled`: signed with the eslint-plugin-mcp-state sealer. `aead`: AES-256-GCM, for deployments whose
  // state must not be readable by the client (flag targeting rules can name customers).
  STATE_SEALER: z.enum(['bundled', 'aead']).default('bundled'),

  LD_PROJECT_KEY: z.string().default('default'),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('flagship-mcp'),
  AUTOMATION_TOKEN: z.string().min(32).optional(),
});

export const env = Env.parse(process.env);
