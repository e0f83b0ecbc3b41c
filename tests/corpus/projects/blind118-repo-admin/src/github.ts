// GitHub REST helpers authenticated with the app token.
// @ts-nocheck
import { githubAppToken, githubOrg } from './env.js';

async function gh<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`https://api.github.com${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${githubAppToken}`,
      'x-github-api-version': '2022-11-28',
    },
  });
  if (!res.ok) throw new Error(`GitHub ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface BranchInfo {
  name: string;
  protected: boolean;
  commit: { sha: string };
}

export const github = {
  branch: (repo: string, branch: string) =>
    gh<BranchInfo>(`/repos/${githubOrg}/${repo}/branches/${encodeURIComponent(branch)}`),
  deleteBranch: (repo: string, branch: string) =>
    gh<void>(`/repos/${githubOrg}/${repo}/git/refs/heads/${encodeURIComponent(branch)}`, { method: 'DELETE' }),
  archive: (repo: string) =>
    gh<{ archived: boolean }>(`/repos/${githubOrg}/${repo}`, { method: 'PATCH', body: JSON.stringify({ archived: true }) }),
  repo: (repo: string) => gh<{ full_name: string; open_issues_count: number; pushed_at: string }>(`/repos/${githubOrg}/${repo}`),
};
