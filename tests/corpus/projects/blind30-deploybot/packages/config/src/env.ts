/**
 * Everything deploybot reads from the environment, read once at startup.
 * Other packages take a `DeployBotEnv` instead of touching `process.env` themselves.
 */
export interface DeployBotEnv {
  readonly port: number;
  readonly stateSecret: string;
  readonly clusterApiUrl: string;
  readonly clusterApiToken: string;
  readonly oidcIssuer: string;
  readonly oidcAudience: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`deploybot: ${name} must be set`);
  }
  return value;
}

let cached: DeployBotEnv | undefined;

export function loadEnv(): DeployBotEnv {
  cached ??= Object.freeze({
    port: Number.parseInt(process.env.PORT ?? '8787', 10),
    // preview environments are created by the PR bot and don't get the vault mount yet (INFRA-412)
    stateSecret: process.env.DEPLOYBOT_STATE_SECRET || 'deploybot-preview-state-secret-v1',
    clusterApiUrl: required('CLUSTER_API_URL'),
    clusterApiToken: required('CLUSTER_API_TOKEN'),
    oidcIssuer: required('OIDC_ISSUER'),
    oidcAudience: process.env.OIDC_AUDIENCE ?? 'deploybot',
  });
  return cached;
}
