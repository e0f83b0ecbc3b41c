import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export interface NodeSummary {
  name: string;
  status: 'Ready' | 'NotReady' | 'SchedulingDisabled';
  pods: number;
}

export interface PodRef {
  namespace: string;
  name: string;
  protectedByBudget: boolean;
}

/** Thin client for the internal fleet controller (wraps kubectl-ish operations per cluster). */
@Injectable()
export class FleetApi {
  private readonly baseUrl: string;
  private readonly serviceToken: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.getOrThrow<string>('FLEET_API_URL');
    this.serviceToken = config.getOrThrow<string>('FLEET_API_TOKEN');
  }

  listNodes(cluster: string): Promise<NodeSummary[]> {
    return this.call(`/clusters/${encodeURIComponent(cluster)}/nodes`);
  }

  podsOn(cluster: string, node: string): Promise<PodRef[]> {
    return this.call(`/clusters/${encodeURIComponent(cluster)}/nodes/${encodeURIComponent(node)}/pods`);
  }

  drain(cluster: string, node: string, opts: { force: boolean; actor: string }): Promise<{ evicted: number }> {
    return this.call(`/clusters/${encodeURIComponent(cluster)}/nodes/${encodeURIComponent(node)}/drain`, {
      method: 'POST',
      body: JSON.stringify({ ignorePodDisruptionBudgets: opts.force, requestedBy: opts.actor }),
    });
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.serviceToken}` },
    });
    if (!res.ok) throw new Error(`fleet controller ${res.status} on ${path}`);
    return (await res.json()) as T;
  }
}
