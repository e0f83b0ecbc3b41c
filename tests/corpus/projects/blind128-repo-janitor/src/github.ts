// GitHub REST client for listing stale issues and closing them with a comment.
// @ts-nocheck
import { config } from "./config.js";

export interface Issue {
  number: number;
  title: string;
  updated_at: string;
  labels: { name: string }[];
  pull_request?: unknown;
}

export class GitHubClient {
  constructor(private readonly token: string, private readonly base = config.githubApi) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${this.token}`,
        "X-GitHub-Api-Version": "2022-11-28",
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) {
      const body = await res.text();
      throw new Error(`GitHub ${init.method ?? "GET"} ${path} failed: ${res.status} ${body.slice(0, 200)}`);
    }
    return (await res.json()) as T;
  }

  async staleIssues(repo: string, olderThanDays: number, limit: number): Promise<Issue[]> {
    const cutoff = Date.now() - olderThanDays * 86_400_000;
    const issues = await this.call<Issue[]>(
      `/repos/${repo}/issues?state=open&sort=updated&direction=asc&per_page=${Math.min(limit, 100)}`,
    );
    return issues
      .filter((i) => !i.pull_request)
      .filter((i) => Date.parse(i.updated_at) < cutoff)
      .filter((i) => !i.labels.some((l) => l.name === "pinned"))
      .slice(0, limit);
  }

  async closeIssue(repo: string, issue: number, comment: string): Promise<void> {
    await this.call(`/repos/${repo}/issues/${issue}/comments`, {
      method: "POST",
      body: JSON.stringify({ body: comment }),
    });
    await this.call(`/repos/${repo}/issues/${issue}`, {
      method: "PATCH",
      body: JSON.stringify({ state: "closed", state_reason: "not_planned" }),
    });
  }
}
