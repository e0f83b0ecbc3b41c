import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';

const appId = process.env.JANITOR_APP_ID;
const privateKey = process.env.JANITOR_APP_PRIVATE_KEY;
const installationId = process.env.JANITOR_INSTALLATION_ID;
if (!appId || !privateKey || !installationId) {
  throw new Error('JANITOR_APP_ID, JANITOR_APP_PRIVATE_KEY and JANITOR_INSTALLATION_ID must be set');
}

// One installation client for the whole org; it can see every repository the app is installed on.
export const installation = new Octokit({
  authStrategy: createAppAuth,
  auth: { appId, privateKey, installationId: Number(installationId) },
});

export function splitRepo(full: string): { owner: string; repo: string } {
  const [owner, repo] = full.split('/');
  if (!owner || !repo) throw new Error(`expected owner/name, got "${full}"`);
  return { owner, repo };
}

// The installation sees everything, so check the caller's own permission first.
export async function assertCanWrite(full: string, login: string): Promise<void> {
  const { owner, repo } = splitRepo(full);
  const { data } = await installation.repos.getCollaboratorPermissionLevel({ owner, repo, username: login });
  if (data.permission !== 'admin' && data.permission !== 'write') {
    throw new Error(`${login} cannot write to ${full}`);
  }
}

export async function assertCanRead(full: string, login: string): Promise<void> {
  const { owner, repo } = splitRepo(full);
  const { data } = await installation.repos.getCollaboratorPermissionLevel({ owner, repo, username: login });
  if (data.permission === 'none') throw new Error(`${login} cannot read ${full}`);
}
