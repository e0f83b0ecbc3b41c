import { setTimeout as sleep } from 'node:timers/promises';
import type { RegistryAuth } from './registry.js';

export type RolloutEvent =
  | { phase: 'pull' | 'apply' | 'wait'; detail: string }
  | { phase: 'ready' | 'failed'; detail: string };

export interface Canary {
  id: string;
  weight: number;
}

export interface Revision {
  number: number;
  image: string;
  deployedAt: string;
}

/** Talks to the cluster API; rollouts are streamed as an async generator of events. */
export class Deployer {
  constructor(private readonly clusterApi: string, private readonly pollMs = 2_000) {}

  private async call<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
    const res = await fetch(`${this.clusterApi}${path}`, {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      body: init ? JSON.stringify(init.body) : undefined,
    });
    if (!res.ok) throw new Error(`cluster API ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async *rollout(service: string, image: string, auth: RegistryAuth, actor: string): AsyncGenerator<RolloutEvent> {
    yield { phase: 'pull', detail: `pulling ${image}` };
    await this.call(`/deployments/${service}/image`, {
      method: 'PUT',
      body: { image, actor, pullSecret: { registry: auth.serveraddress, username: auth.username, password: auth.password } },
    });
    yield { phase: 'apply', detail: 'deployment updated' };

    for (let attempt = 0; attempt < 30; attempt++) {
      const status = await this.call<{ ready: boolean; updated: number; replicas: number }>(`/deployments/${service}/status`);
      if (status.ready) {
        yield { phase: 'ready', detail: `${status.replicas}/${status.replicas} replicas ready` };
        return;
      }
      yield { phase: 'wait', detail: `${status.updated}/${status.replicas} replicas updated` };
      await sleep(this.pollMs);
    }
    yield { phase: 'failed', detail: 'rollout did not become ready in time' };
  }

  revisions(service: string): Promise<Revision[]> {
    return this.call<Revision[]>(`/deployments/${service}/revisions`);
  }

  rollback(service: string, toRevision: number, actor: string): Promise<{ revision: number }> {
    return this.call(`/deployments/${service}/rollback`, { method: 'POST', body: { toRevision, actor } });
  }

  currentCanary(service: string): Promise<Canary> {
    return this.call<Canary>(`/deployments/${service}/canary`);
  }

  setCanaryWeight(canaryId: string, weight: number, actor: string): Promise<void> {
    return this.call(`/canaries/${canaryId}`, { method: 'PATCH', body: { weight, actor } });
  }
}
