import { Environment, PLATFORM_SERVICE_TOKEN, PLATFORM_URL } from "../config.js";
import type { DeployContext } from "../state/schemas.js";

export interface Release {
  id: string;
  version: string;
  status: "succeeded" | "failed" | "rolled_back";
  finishedAt: string;
}

export interface DeployTarget {
  cluster: string;
  currentRelease: string;
  /** short-lived token scoped to the cluster's deploy API, issued together with the lock */
  deployToken: string;
}

interface Page<T> {
  items: T[];
  next?: string;
}

export class PlatformClient {
  constructor(
    private readonly baseUrl = PLATFORM_URL,
    private readonly serviceToken = PLATFORM_SERVICE_TOKEN,
  ) {}

  private async request<T>(path: string, init: RequestInit & { bearer?: string } = {}): Promise<T> {
    const { bearer, ...rest } = init;
    const res = await fetch(new URL(path, this.baseUrl), {
      ...rest,
      headers: { authorization: `Bearer ${bearer ?? this.serviceToken}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`platform ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Takes the environment's deploy lock and returns a deploy token for its cluster. */
  resolveTarget(environment: Environment, requestedBy: string): Promise<DeployTarget> {
    return this.request(`/v1/environments/${environment}/lock`, {
      method: "POST",
      body: JSON.stringify({ holder: requestedBy, purpose: "deploy" }),
    });
  }

  releaseLock(environment: Environment, releaseId: string): Promise<void> {
    return this.request(`/v1/environments/${environment}/lock?release=${encodeURIComponent(releaseId)}`, {
      method: "DELETE",
    });
  }

  startRollout(ctx: DeployContext): Promise<{ rolloutId: string }> {
    return this.request(`/v1/clusters/${ctx.targetCluster}/rollouts`, {
      method: "POST",
      bearer: ctx.deployToken,
      body: JSON.stringify({ release: ctx.releaseId, requestedBy: ctx.requestedBy }),
    });
  }

  rollback(environment: Environment, toRelease: string, requestedBy: string): Promise<{ rolloutId: string }> {
    return this.request(`/v1/environments/${environment}/rollback`, {
      method: "POST",
      body: JSON.stringify({ to: toRelease, requestedBy }),
    });
  }

  /** Every release ever shipped to an environment, newest first, page by page. */
  async *releases(environment: Environment): AsyncGenerator<Release> {
    let cursor: string | undefined;
    do {
      const page: Page<Release> = await this.request(
        `/v1/environments/${environment}/releases${cursor ? `?after=${cursor}` : ""}`,
      );
      yield* page.items;
      cursor = page.next;
    } while (cursor);
  }
}
