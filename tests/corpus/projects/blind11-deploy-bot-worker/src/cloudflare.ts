import type { Env } from "./env";

export interface Deployment {
  id: string;
  url: string;
  environment: "preview" | "production";
  created_on: string;
  deployment_trigger?: { metadata?: { commit_hash?: string; branch?: string } };
}

/** Minimal Pages API client; CF_API_TOKEN never leaves the worker. */
export class PagesApi {
  private readonly base: string;

  constructor(private readonly env: Env, accountId: string) {
    this.base = `https://api.cloudflare.com/client/v4/accounts/${accountId}/pages/projects/${env.PAGES_PROJECT}`;
  }

  private async req<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(this.base + path, {
      ...init,
      headers: { authorization: `Bearer ${this.env.CF_API_TOKEN}`, "content-type": "application/json" },
    });
    const json = (await res.json()) as { success: boolean; result: T; errors: { message: string }[] };
    if (!json.success) throw new Error(json.errors.map((e) => e.message).join("; "));
    return json.result;
  }

  createDeployment(branch: string, commitSha: string, sourceTarball: string) {
    return this.req<Deployment>("/deployments", {
      method: "POST",
      body: JSON.stringify({ branch, commit_hash: commitSha, source: sourceTarball }),
    });
  }

  getDeployment(id: string) {
    return this.req<Deployment>(`/deployments/${encodeURIComponent(id)}`);
  }

  rollback(id: string) {
    return this.req<Deployment>(`/deployments/${encodeURIComponent(id)}/rollback`, { method: "POST" });
  }
}
