import { settings } from './setup.js';

// Kilnworks CI REST API, called with the service token on behalf of a user.

async function send<T>(method: string, path: string, user: string, body?: unknown): Promise<T> {
  const res = await fetch(`${settings.ci.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${settings.ci.x}`,
      'x-kiln-act-as': user,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`CI ${method} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface Job {
  id: string;
  name: string;
  stage: string;
  status: 'failed' | 'passed' | 'running' | 'canceled';
}

export const failedJobs = (user: string, pipeline: string, run: number) =>
  send<Job[]>('GET', `/api/pipelines/${pipeline}/runs/${run}/jobs?status=failed`, user);

export const retryJobs = (user: string, pipeline: string, run: number, ids: string[]) =>
  send<{ queued: number }>('POST', `/api/pipelines/${pipeline}/runs/${run}/retry`, user, { jobs: ids });

export const artifactStats = (user: string, pipeline: string, olderThanDays: number) =>
  send<{ count: number; bytes: number }>('GET', `/api/pipelines/${pipeline}/artifacts/stats?olderThanDays=${olderThanDays}`, user);

export const deleteArtifacts = (user: string, pipeline: string, olderThanDays: number) =>
  send<{ deleted: number }>('DELETE', `/api/pipelines/${pipeline}/artifacts?olderThanDays=${olderThanDays}`, user);

export const robotFor = (user: string, registry: string) =>
  send<{ name: string; lastRotated: string | null }>('GET', `/api/registries/${encodeURIComponent(registry)}/robot`, user);

export const rotateRobot = (user: string, registry: string) =>
  send<{ name: string; secret: string }>('POST', `/api/registries/${encodeURIComponent(registry)}/robot/rotate`, user);
