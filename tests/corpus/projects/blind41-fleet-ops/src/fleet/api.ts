// Thin client for the internal fleet controller. The service token stays on this server.

const FLEET_API = process.env.FLEET_API_URL ?? 'http://fleet-controller.platform.svc:8080';

export interface FleetNode {
  name: string;
  pool: string;
  region: string;
  status: 'ready' | 'cordoned' | 'draining' | 'down';
}

export interface Operation {
  id: string;
  kind: string;
  startedAt: string;
}

async function call<T>(path: string, init: RequestInit & { extraHeaders?: Record<string, string> } = {}): Promise<T> {
  const { extraHeaders, ...rest } = init;
  const res = await fetch(new URL(path, FLEET_API), {
    ...rest,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.FLEET_API_TOKEN}`,
      ...extraHeaders,
    },
  });
  if (!res.ok) throw new Error(`fleet controller answered ${res.status} for ${path}`);
  return (await res.json()) as T;
}

export const fleet = {
  list(pool?: string): Promise<FleetNode[]> {
    return call(pool ? `/v1/nodes?pool=${encodeURIComponent(pool)}` : '/v1/nodes');
  },

  restart(node: string, opts: { graceSeconds: number; requestedBy: string }): Promise<Operation> {
    return call(`/v1/nodes/${encodeURIComponent(node)}/restart`, { method: 'POST', body: JSON.stringify(opts) });
  },

  drainPool(pool: string, region: string, opts: { providerKey: string; requestedBy: string }): Promise<Operation> {
    return call(`/v1/pools/${encodeURIComponent(pool)}/drain`, {
      method: 'POST',
      body: JSON.stringify({ region, requestedBy: opts.requestedBy }),
      extraHeaders: { 'x-provider-key': opts.providerKey },
    });
  },
};
