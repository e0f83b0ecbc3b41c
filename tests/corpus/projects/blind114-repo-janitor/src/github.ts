// GitHub REST helpers for listing merged stale branches and deleting branches.
// @ts-nocheck
const API = 'https://api.github.com';

export interface Branch {
  name: string;
  protected: boolean;
  commit: { sha: string };
}

function gh<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  return fetch(`${API}${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
    },
  }).then((res) => {
    if (!res.ok) throw new Error(`GitHub ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : res.json()) as Promise<T>;
  });
}

export function mergedBranches(token: string, owner: string, repo: string, olderThanDays: number): Promise<Branch[]> {
  const cutoff = Date.now() - olderThanDays * 86_400_000;
  return gh<Branch[]>(token, `/repos/${owner}/${repo}/branches?per_page=100`).then((branches) =>
    Promise.all(
      branches
        .filter((b) => !b.protected)
        .map((b) =>
          gh<{ status: string; merge_base_commit: { commit: { committer: { date: string } } } }>(
            token,
            `/repos/${owner}/${repo}/compare/HEAD...${encodeURIComponent(b.name)}`,
          ).then((cmp) =>
            cmp.status === 'behind' && Date.parse(cmp.merge_base_commit.commit.committer.date) < cutoff ? b : null,
          ),
        ),
    ).then((list) => list.filter((b): b is Branch => b !== null)),
  );
}

export function deleteBranch(token: string, owner: string, repo: string, branch: string): Promise<void> {
  return gh<void>(token, `/repos/${owner}/${repo}/git/refs/heads/${encodeURIComponent(branch)}`, { method: 'DELETE' });
}
