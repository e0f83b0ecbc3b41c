import type { PushCredentials } from './registry.js';

export interface Rollout {
  id: string;
  service: string;
  version: string;
  startedBy: string;
}

export class DeploymentService {
  private seq = 0;
  private readonly history: Rollout[] = [];

  async roll(service: string, version: string, startedBy: string, auth: PushCredentials): Promise<Rollout> {
    // Promote the tag to :production in the registry, which the cluster watches.
    const res = await fetch(`https://${auth.registry}/v2/${service}/manifests/${version}/promote`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` },
    });
    if (!res.ok) throw new Error(`promotion failed: ${res.status}`);
    const rollout = { id: `r-${++this.seq}`, service, version, startedBy };
    this.history.push(rollout);
    return rollout;
  }

  async rollback(service: string, version: string, startedBy: string): Promise<Rollout> {
    const rollout = { id: `rb-${++this.seq}`, service, version, startedBy };
    this.history.push(rollout);
    return rollout;
  }

  current(service: string): Rollout | undefined {
    return [...this.history].reverse().find((r) => r.service === service);
  }
}
