export interface GateConfig {
  port: number;
  stateKey: Uint8Array;
  introspectionUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GateConfig {
  const raw = env.DEPLOY_GATE_STATE_KEY ?? 'deploy-gate-local-dev-key-change-me!!';
  return {
    port: Number(env.PORT ?? 8080),
    stateKey: new TextEncoder().encode(raw),
    introspectionUrl: env.INTROSPECTION_URL ?? 'http://127.0.0.1:9000/introspect',
  };
}
