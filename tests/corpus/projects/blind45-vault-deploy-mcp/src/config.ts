import { z } from 'zod';

const Schema = z.object({
  PORT: z.coerce.number().int().positive().default(8080),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  VAULT_ADDR: z.string().url(),
  VAULT_ROLE_ID: z.string().min(1),
  VAULT_SECRET_ID: z.string().min(1),
  VAULT_KV_MOUNT: z.string().default('secret'),
  STATE_KEY_PATH: z.string().default('mcp/deploy/state-key'),
  ARGO_CREDS_PATH: z.string().default('mcp/deploy/argocd'),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('deploy-mcp'),
});

export type Config = z.infer<typeof Schema>;

export const config: Config = Schema.parse(process.env);
