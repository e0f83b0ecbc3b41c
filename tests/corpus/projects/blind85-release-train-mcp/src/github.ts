// GitHub App client: release lookups, changelog generation and publishing, with an installation token per call.
// @ts-nocheck
import { Octokit } from '@octokit/rest';
import { createAppAuth } from '@octokit/auth-app';
import { env } from './env.js';

export const GITHUB_API_VERSION = '2022-11-28';

const octokit = new Octokit({
  authStrategy: createAppAuth,
  auth: {
    appId: env.GITHUB_APP_ID,
    privateKey: env.GITHUB_APP_PRIVATE_KEY,
    installationId: env.GITHUB_INSTALLATION_ID,
  },
  userAgent: 'release-train-mcp/0.9.0',
  headers: { 'x-github-api-version': GITHUB_API_VERSION },
});

export function splitRepo(full: string): { owner: string; repo: string } {
  const [owner, repo] = full.split('/');
  if (!env.ALLOWED_ORGS.includes(owner.toLowerCase())) {
    throw new Error(`Repository ${full} is outside the organisations Release Train manages.`);
  }
  return { owner, repo };
}

export async function canPush(full: string, githubLogin: string): Promise<boolean> {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.getCollaboratorPermissionLevel({ owner, repo, username: githubLogin });
  return data.permission === 'admin' || data.permission === 'write' || data.permission === 'maintain';
}

export async function generateNotes(full: string, tag: string, previousTag: string, targetSha: string) {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.generateReleaseNotes({
    owner,
    repo,
    tag_name: tag,
    previous_tag_name: previousTag,
    target_commitish: targetSha,
  });
  return { name: data.name, body: data.body };
}

export async function findReleaseByTag(full: string, tag: string) {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.listReleases({ owner, repo, per_page: 50 });
  return data.find((r) => r.tag_name === tag) ?? null;
}

export async function createDraft(full: string, input: { tag: string; targetSha: string; name: string; body: string }) {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.createRelease({
    owner,
    repo,
    tag_name: input.tag,
    target_commitish: input.targetSha,
    name: input.name,
    body: input.body,
    draft: true,
  });
  return data;
}

export async function publish(full: string, releaseId: number, markLatest: boolean) {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.updateRelease({
    owner,
    repo,
    release_id: releaseId,
    draft: false,
    make_latest: markLatest ? 'true' : 'false',
  });
  return data;
}

export async function listRecentReleases(full: string, limit: number) {
  const { owner, repo } = splitRepo(full);
  const { data } = await octokit.repos.listReleases({ owner, repo, per_page: limit });
  return data.map((r) => ({
    id: r.id,
    tag: r.tag_name,
    name: r.name,
    draft: r.draft,
    prerelease: r.prerelease,
    publishedAt: r.published_at,
    url: r.html_url,
  }));
}
