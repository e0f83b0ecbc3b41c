// Client for the CRM REST API, authenticated with the server's own API key (kept server-side only).
const { config } = require('./config');

function headers(extra = {}) {
  return {
    authorization: `Bearer ${config.crm.apiKey}`,
    'crm-version': config.crm.apiVersion,
    accept: 'application/json',
    ...extra,
  };
}

async function call(path, init = {}) {
  const res = await fetch(new URL(path, config.crm.baseUrl), { ...init, headers: headers(init.headers) });
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get('retry-after') || 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000));
    return call(path, init);
  }
  if (!res.ok) throw new Error(`CRM ${init.method || 'GET'} ${path} failed with HTTP ${res.status}`);
  return res.status === 204 ? null : res.json();
}

async function getSegment(segmentId) {
  return call(`/v3/segments/${encodeURIComponent(segmentId)}`);
}

async function listSegmentContacts(segmentId, { pageToken, pageSize, properties }) {
  const qs = new URLSearchParams({ limit: String(pageSize), properties: properties.join(',') });
  if (pageToken) qs.set('after', pageToken);
  const body = await call(`/v3/segments/${encodeURIComponent(segmentId)}/contacts?${qs}`);
  return { contacts: body.results, nextPageToken: body.paging?.next?.after ?? null, total: body.total };
}

async function upsertContacts(listId, contacts, idempotencyKey) {
  return call(`/v3/lists/${encodeURIComponent(listId)}/contacts/batch/upsert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ inputs: contacts.map((c) => ({ idProperty: 'email', id: c.email, properties: c })) }),
  });
}

async function removeSegmentMembers(segmentId, contactIds) {
  return call(`/v3/segments/${encodeURIComponent(segmentId)}/contacts/batch/remove`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids: contactIds }),
  });
}

async function segmentMemberIds(segmentId, pageToken) {
  const qs = new URLSearchParams({ limit: '500', properties: 'hs_object_id' });
  if (pageToken) qs.set('after', pageToken);
  const body = await call(`/v3/segments/${encodeURIComponent(segmentId)}/contacts?${qs}`);
  return { ids: body.results.map((c) => c.id), nextPageToken: body.paging?.next?.after ?? null };
}

module.exports = { getSegment, listSegmentContacts, upsertContacts, removeSegmentMembers, segmentMemberIds };
