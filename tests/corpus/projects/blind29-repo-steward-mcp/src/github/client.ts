import { SignJWT, importPKCS8 } from 'jose';
import { nowSeconds } from '../clock.js';
import { env } from '../env.js';

const API = 'https://api.github.com';
const appKey = await importPKCS8(env.appPrivateKey.replaceAll('\\n', '\n'), 'RS256');

// GitHub App authentication JWT (not request state): GitHub caps it at 10 minutes.
const appJwt = (): Promise<string> =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(env.appId)
    .setIssuedAt(nowSeconds() - 60)
    .setExpirationTime(nowSeconds() + 9 * 60)
    .sign(appKey);

const gh = async <A>(path: string, auth: string, init: RequestInit = {}): Promise<A> => {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${auth}`,
      'x-github-api-version': '2022-11-28',
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`GitHub ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as A;
};

// Installation tokens live only in this process, keyed by repository.
const installationTokens = new Map<string, { readonly value: string; readonly expiresAt: number }>();

const installationToken = async (repo: string): Promise<string> => {
  const cached = installationTokens.get(repo);
  if (cached && cached.expiresAt - 120 > nowSeconds()) return cached.value;
  const jwt = await appJwt();
  const installation = await gh<{ id: number }>(`/repos/${repo}/installation`, jwt);
  const minted = await gh<{ token: string; expires_at: string }>(`/app/installations/${installation.id}/access_tokens`, jwt, {
    method: 'POST',
    body: JSON.stringify({ repositories: [repo.split('/')[1]] }),
  });
  const entry = { value: minted.token, expiresAt: Math.floor(Date.parse(minted.expires_at) / 1000) };
  installationTokens.set(repo, entry);
  return entry.value;
};

const onRepo = async <A>(repo: string, path: string, init?: RequestInit) =>
  gh<A>(`/repos/${repo}${path}`, await installationToken(repo), init);

export interface PullSummary {
  readonly number: number;
  readonly title: string;
  readonly base: string;
  readonly headSha: string;
  readonly commits: number;
  readonly mergeable: boolean | null;
}

export interface IssueSummary {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly labels: readonly string[];
}

export const github = {
  async pullRequest(repo: string, number: number): Promise<PullSummary> {
    const pr = await onRepo<{ number: number; title: string; base: { ref: string }; head: { sha: string }; commits: number; mergeable: boolean | null }>(repo, `/pulls/${number}`);
    return { number: pr.number, title: pr.title, base: pr.base.ref, headSha: pr.head.sha, commits: pr.commits, mergeable: pr.mergeable };
  },

  async canPush(repo: string, login: string): Promise<boolean> {
    const { permission } = await onRepo<{ permission: string }>(repo, `/collaborators/${encodeURIComponent(login)}/permission`);
    return permission === 'admin' || permission === 'maintain' || permission === 'write';
  },

  // `sha` makes GitHub refuse the merge if the head moved after the user confirmed.
  merge: (repo: string, number: number, opts: { sha: string; method: 'merge' | 'squash' | 'rebase' }) =>
    onRepo<{ sha: string; merged: boolean }>(repo, `/pulls/${number}/merge`, {
      method: 'PUT',
      body: JSON.stringify({ sha: opts.sha, merge_method: opts.method }),
    }),

  async issue(repo: string, number: number): Promise<IssueSummary> {
    const issue = await onRepo<{ number: number; title: string; body: string | null; labels: { name: string }[] }>(repo, `/issues/${number}`);
    return { number: issue.number, title: issue.title, body: issue.body ?? '', labels: issue.labels.map((l) => l.name) };
  },

  labels: async (repo: string): Promise<string[]> =>
    (await onRepo<{ name: string }[]>(repo, '/labels?per_page=100')).map((l) => l.name),

  addLabels: (repo: string, number: number, labels: readonly string[]) =>
    onRepo<unknown>(repo, `/issues/${number}/labels`, { method: 'POST', body: JSON.stringify({ labels }) }),

  forget(repo: string): void {
    installationTokens.delete(repo);
  },
};
