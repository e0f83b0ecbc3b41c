// PowerDNS HTTP API client for reading and changing zone RRsets.
// @ts-nocheck
import { fqdn } from './fn.js';

export const makeProvider = ({ baseUrl, apiKey, serverId }) => {
  const call = (method) => async (path, body) => {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/api/v1/servers/${encodeURIComponent(serverId)}${path}`, {
      method,
      headers: { 'X-API-Key': apiKey, accept: 'application/json', ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`pdns ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  };
  const [get, patch] = [call('GET'), call('PATCH')];
  const zonePath = (zone) => `/zones/${encodeURIComponent(fqdn(zone))}`;
  const rrsets = (zone) => get(zonePath(zone)).then(({ rrsets: sets = [] }) => sets);
  return {
    rrsets,
    rrset: (zone, name, type) => rrsets(zone).then((sets) => sets.find((r) => r.name === fqdn(name) && r.type === type) ?? null),
    replace: (zone, sets) => patch(zonePath(zone), { rrsets: sets.map((r) => ({ ...r, name: fqdn(r.name), changetype: 'REPLACE' })) }),
    remove: (zone, name, type) => patch(zonePath(zone), { rrsets: [{ name: fqdn(name), type, changetype: 'DELETE' }] }),
  };
};
