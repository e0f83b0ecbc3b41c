function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
}

function stateKey(): Uint8Array {
  const key = Buffer.from(required('DEPLOY_GATE_STATE_KEY'), 'base64');
  if (key.byteLength < 32) {
    throw new Error('DEPLOY_GATE_STATE_KEY must be at least 32 bytes of randomness, base64 encoded');
  }
  return new Uint8Array(key);
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  stateKey: stateKey(),
  pipelineUrl: required('PIPELINE_URL'),
  pipelineToken: required('PIPELINE_TOKEN'),
  environments: (process.env.DEPLOY_ENVIRONMENTS ?? 'staging,production').split(','),
});

export type Config = typeof config;

// --- pipeline API ------------------------------------------------------------
async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, config.pipelineUrl), {
    ...init,
    headers: { authorization: `Bearer ${config.pipelineToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`pipeline ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const pipeline = {
  diff: (service: string, environment: string, release: string) =>
    api<{ commits: number; migrations: number }>(`/services/${service}/${environment}/diff?to=${release}`),
  history: (service: string, environment: string) =>
    api<{ release: string; at: string }[]>(`/services/${service}/${environment}/history`),
  deploy: (service: string, environment: string, release: string, note?: string) =>
    api<{ url: string }>(`/services/${service}/${environment}/deploy`, {
      method: 'POST',
      body: JSON.stringify({ release, note }),
    }),
};

export async function introspect(token: string) {
  return api<{ active: boolean; clientId: string; scopes: string[]; exp: number; user: string }>('/oauth/introspect', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}
