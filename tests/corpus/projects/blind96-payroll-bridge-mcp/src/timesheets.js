// Client for the internal timesheet service; calls are made with the end user's own credentials.
import { config } from './config.js';

export async function timesheetRequest({ method, path, headers = {}, body }) {
  const res = await fetch(new URL(path, config.timesheetServiceUrl), {
    method,
    signal: AbortSignal.timeout(config.requestTimeoutMs),
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 401 || res.status === 403) {
    throw new Error('timesheet service refused the caller credentials');
  }
  if (!res.ok) throw new Error(`timesheet service ${method} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function pendingForWeek(authorization, isoWeek) {
  return timesheetRequest({
    method: 'GET',
    path: `/v1/approvals/pending?week=${encodeURIComponent(isoWeek)}`,
    headers: { authorization },
  });
}
