export interface DeployBotConfig {
  readonly port: number;
  readonly stateSecret: string;
  readonly stateTtlMs: number;
  readonly introspectionUrl: string;
  readonly registryUrl: string;
  readonly clusterApi: string;
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): DeployBotConfig =>
  Object.freeze({
    port: Number(env.PORT ?? 8787),
    stateSecret: env.DEPLOY_STATE_SECRET ?? 'deploybot-state-secret-change-me',
    stateTtlMs: 5 * 60_000,
    introspectionUrl: env.INTROSPECTION_URL ?? 'https://sso.platform.example/oauth2/introspect',
    registryUrl: env.REGISTRY_URL ?? 'https://registry.platform.example',
    clusterApi: env.CLUSTER_API ?? 'http://127.0.0.1:8001',
  });
