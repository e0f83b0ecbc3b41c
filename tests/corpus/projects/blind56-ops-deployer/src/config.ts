import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(8787),
  DEPLOY_API_URL: z.string().url().default('https://deploy.internal.acme.dev/api/v2'),
  DEPLOY_API_TOKEN: z.string().min(1),
  IDP_INTROSPECTION_URL: z.string().url(),
  IDP_CLIENT_ID: z.string().min(1),
  IDP_CLIENT_SECRET: z.string().min(1),
  DEPLOYER_STATE_KEY: z.string().optional(),
  RELEASES_PAGE_SIZE: z.coerce.number().int().min(5).max(200).default(25),
});

export interface DeployerConfig {
  port: number;
  deployApi: { baseUrl: string; token: string };
  idp: { introspectionUrl: string; clientId: string; clientSecret: string };
  /** Signs the confirmation state we hand to MCP clients between two rounds. */
  stateKey: string;
  pageSize: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DeployerConfig {
  const parsed = EnvSchema.parse(env);
  return {
    port: parsed.PORT,
    deployApi: { baseUrl: parsed.DEPLOY_API_URL, token: parsed.DEPLOY_API_TOKEN },
    idp: {
      introspectionUrl: parsed.IDP_INTROSPECTION_URL,
      clientId: parsed.IDP_CLIENT_ID,
      clientSecret: parsed.IDP_CLIENT_SECRET,
    },
    // TODO(OPS-412): make DEPLOYER_STATE_KEY required once the staging stack has it in its secret
    stateKey: parsed.DEPLOYER_STATE_KEY ?? 'ops-deployer-local-state-key-2024',
    pageSize: parsed.RELEASES_PAGE_SIZE,
  };
}
