// Thin typed client for the internal forge REST API, authenticated with the steward service token.
// @ts-nocheck
import { env } from "../env.js";
import { FORGE_API_VERSION } from "../state/payloads.js";

export class ForgeError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "ForgeError";
  }
}

export interface Repo {
  full_name: string;
  default_branch: string;
  archived: boolean;
  pushed_at: string;
}

export interface Branch {
  name: string;
  protected: boolean;
  commit: { sha: string };
}

export interface Issue {
  number: number;
  title: string;
  state: "open" | "closed";
}

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

type Verb = "GET" | "POST" | "PATCH" | "DELETE";

async function forge<T>(verb: Verb, path: string, body?: object): Promise<T> {
  const res = await fetch(`${env.forge.apiUrl}${path}`, {
    method: verb,
    headers: {
      authorization: `Bearer ${env.forge.serviceToken}`,
      accept: "application/vnd.forge+json",
      "x-forge-api-version": FORGE_API_VERSION,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    throw new ForgeError(res.status, `${verb} ${path} failed with ${res.status}`);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

const repoPath = (fullName: string) => `/repos/${fullName.split("/").map(encodeURIComponent).join("/")}`;

export const forgeApi = {
  repo: (fullName: string) => forge<Repo>("GET", repoPath(fullName)),

  branch: (fullName: string, name: string) =>
    forge<Branch>("GET", `${repoPath(fullName)}/branches/${encodeURIComponent(name)}`),

  deleteBranch: (fullName: string, name: string) =>
    forge<void>("DELETE", `${repoPath(fullName)}/git/refs/heads/${encodeURIComponent(name)}`),

  openPullCount: async (fullName: string): Promise<number> => {
    const pulls = await forge<unknown[]>("GET", `${repoPath(fullName)}/pulls?state=open&per_page=100`);
    return pulls.length;
  },

  archive: (fullName: string) => forge<Repo>("PATCH", repoPath(fullName), { archived: true }),

  issue: (fullName: string, number: number) => forge<Issue>("GET", `${repoPath(fullName)}/issues/${number}`),

  transferIssue: (fullName: string, number: number, target: string) =>
    forge<Issue & { html_url: string }>("POST", `${repoPath(fullName)}/issues/${number}/transfer`, { new_repository: target }),

  permission: async (fullName: string, login: string): Promise<Permission> => {
    try {
      const r = await forge<{ permission: Permission }>(
        "GET",
        `${repoPath(fullName)}/collaborators/${encodeURIComponent(login)}/permission`,
      );
      return r.permission;
    } catch (err) {
      if (err instanceof ForgeError && err.status === 404) return "none";
      throw err;
    }
  },

  reposWithPermission: async (login: string, minimum: "admin" | "push" | "pull"): Promise<string[]> => {
    const repos = await forge<Array<{ full_name: string; archived: boolean; permissions?: Record<string, boolean> }>>(
      "GET",
      `/users/${encodeURIComponent(login)}/repos?per_page=100&sort=pushed`,
    );
    return repos.filter((r) => !r.archived && r.permissions?.[minimum] === true).map((r) => r.full_name);
  },
};

export function atLeast(actual: Permission, needed: Permission): boolean {
  const order: readonly Permission[] = ["none", "read", "triage", "write", "maintain", "admin"];
  return order.indexOf(actual) >= order.indexOf(needed);
}
