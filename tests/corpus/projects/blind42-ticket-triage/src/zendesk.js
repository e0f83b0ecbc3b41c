import { config } from './config.js';

const BASE = `https://${config.zendesk.subdomain}.zendesk.com/api/v2`;

/** API-token auth: "{email}/token:{api_token}", Basic. Used for outgoing calls only. */
function zendeskHeaders() {
  const basic = Buffer.from(`${config.zendesk.email}/token:${config.zendesk.apiToken}`).toString('base64');
  return { authorization: `Basic ${basic}`, 'content-type': 'application/json', accept: 'application/json' };
}

async function zendesk(path, init = {}) {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { ...zendeskHeaders(), ...init.headers } });
  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after') ?? '5');
    throw new Error(`Zendesk rate limit, retry in ${wait}s`);
  }
  if (!res.ok) throw new Error(`Zendesk ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return res.json();
}

export async function getTicket(id) {
  const { ticket } = await zendesk(`/tickets/${Number(id)}.json`);
  return ticket;
}

/** One page of comments, newest first (cursor pagination). */
export async function getComments(id, afterCursor) {
  const params = new URLSearchParams({ 'page[size]': '20', sort: '-created_at' });
  if (afterCursor) params.set('page[after]', afterCursor);
  const body = await zendesk(`/tickets/${Number(id)}/comments.json?${params}`);
  return { comments: body.comments, afterCursor: body.meta?.has_more ? body.meta.after_cursor : null };
}

export async function listGroups() {
  const { groups } = await zendesk('/groups/assignable.json');
  return groups.map((g) => ({ id: String(g.id), name: g.name }));
}

export function updateTicket(id, ticket) {
  return zendesk(`/tickets/${Number(id)}.json`, { method: 'PUT', body: JSON.stringify({ ticket }) });
}

const recentlyChanged = new Set();
export const markChanged = (id) => recentlyChanged.add(String(id));
export const changedSince = (id) => recentlyChanged.has(String(id));
