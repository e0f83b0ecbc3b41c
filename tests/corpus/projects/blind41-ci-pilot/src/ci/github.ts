import { createHmac, timingSafeEqual } from 'node:crypto';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// The GitHub App installation token the server acts with. It never leaves this process.
const GITHUB_TOKEN = required('CI_PILOT_GITHUB_TOKEN');
const WEBHOOK_SECRET = required('CI_PILOT_WEBHOOK_SECRET');
const API = 'https://api.github.com';

export interface Artifact {
  id: number;
  name: string;
  size_in_bytes: number;
  created_at: string;
}

export interface WorkflowRun {
  id: number;
  name: string;
  head_branch: string;
  head_sha: string;
  conclusion: string | null;
  html_url: string;
}

export interface Job {
  id: number;
  name: string;
  conclusion: string | null;
}

async function gh<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${GITHUB_TOKEN}`,
      'x-github-api-version': '2022-11-28',
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`GitHub ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const github = {
  async assertCanAdmin(repo: string, login: string): Promise<void> {
    const { permission } = await gh<{ permission: string }>(`/repos/${repo}/collaborators/${login}/permission`);
    if (permission !== 'admin' && permission !== 'maintain') throw new Error(`${login} cannot administer ${repo}`);
  },

  async assertCanRead(repo: string, login: string): Promise<void> {
    const { permission } = await gh<{ permission: string }>(`/repos/${repo}/collaborators/${login}/permission`);
    if (permission === 'none') throw new Error(`${login} cannot read ${repo}`);
  },

  async assertCanWrite(repo: string, login: string): Promise<void> {
    const { permission } = await gh<{ permission: string }>(`/repos/${repo}/collaborators/${login}/permission`);
    if (!['admin', 'maintain', 'write'].includes(permission)) throw new Error(`${login} cannot write to ${repo}`);
  },

  async listArtifacts(repo: string, opts: { olderThanDays: number; nameContains?: string; limit: number }): Promise<Artifact[]> {
    const { artifacts } = await gh<{ artifacts: Artifact[] }>(`/repos/${repo}/actions/artifacts?per_page=100`);
    const cutoff = Date.now() - opts.olderThanDays * 86_400_000;
    return artifacts
      .filter((a) => Date.parse(a.created_at) < cutoff && (!opts.nameContains || a.name.includes(opts.nameContains)))
      .slice(0, opts.limit);
  },

  async deleteArtifacts(repo: string, ids: number[]): Promise<number> {
    let deleted = 0;
    for (const id of ids) {
      await gh(`/repos/${repo}/actions/artifacts/${id}`, { method: 'DELETE' });
      deleted += 1;
    }
    return deleted;
  },

  async failedRuns(repo: string, branch?: string): Promise<WorkflowRun[]> {
    const query = new URLSearchParams({ status: 'failure', per_page: '10', ...(branch ? { branch } : {}) });
    const { workflow_runs } = await gh<{ workflow_runs: WorkflowRun[] }>(`/repos/${repo}/actions/runs?${query}`);
    return workflow_runs;
  },

  rerunFailedJobs(repo: string, runId: number): Promise<void> {
    return gh(`/repos/${repo}/actions/runs/${runId}/rerun-failed-jobs`, { method: 'POST' });
  },

  async failedJobs(repo: string, runId: number): Promise<Job[]> {
    const { jobs } = await gh<{ jobs: Job[] }>(`/repos/${repo}/actions/runs/${runId}/jobs?filter=latest`);
    return jobs.filter((j) => j.conclusion === 'failure');
  },

  async jobLogTail(repo: string, jobId: number, lines = 80): Promise<string> {
    const res = await fetch(`${API}/repos/${repo}/actions/jobs/${jobId}/logs`, {
      headers: { authorization: `Bearer ${GITHUB_TOKEN}` },
    });
    const log = await res.text();
    return log.split('\n').slice(-lines).join('\n');
  },

  async commentOnRun(repo: string, run: WorkflowRun, body: string): Promise<void> {
    await gh(`/repos/${repo}/commits/${run.head_sha}/comments`, { method: 'POST', body: JSON.stringify({ body }) });
  },
};

/** X-Hub-Signature-256 check for the webhook endpoint. */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', WEBHOOK_SECRET).update(rawBody).digest('hex')}`, 'utf8');
  const received = Buffer.from(header, 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
