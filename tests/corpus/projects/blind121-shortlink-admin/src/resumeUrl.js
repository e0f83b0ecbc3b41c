// Builds and parses HMAC-signed resume URLs that carry round-trip state for the shortlink tools.
import { createHmac } from 'node:crypto';
import { resumeSecret } from './secret.js';

// Round-trip state is a resume link the client hands back verbatim, e.g.
//   mcp-resume://shortlinks/rename_link?u=alice&slug=docs&step=pick&exp=1719999999&sig=...
// Readable in logs, which helps support.
const ORIGIN = 'mcp-resume://shortlinks';
const DEFAULT_TTL_MS = 10 * 60 * 1000;

function canonical(url) {
  const params = [...url.searchParams].filter(([k]) => k !== 'sig').sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

function mac(text) {
  return createHmac('sha256', resumeSecret).update(text).digest('base64url'); // expect: no-weak-state-key
}

export function buildResumeUrl(tool, userId, fields, { ttlMs = DEFAULT_TTL_MS } = {}) {
  const url = new URL(`${ORIGIN}/${tool}`);
  url.searchParams.set('u', userId);
  for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, String(v));
  url.searchParams.set('exp', String(Math.floor((Date.now() + ttlMs) / 1000)));
  url.searchParams.set('sig', mac(canonical(url)));
  return url.href;
}

export class ResumeError extends Error {}

export function parseResumeUrl(href, tool, userId) {
  let url;
  try {
    url = new URL(href);
  } catch {
    throw new ResumeError('not a resume link');
  }
  const sig = url.searchParams.get('sig') ?? '';
  if (sig !== mac(canonical(url))) throw new ResumeError('bad signature'); // expect: no-timing-unsafe-compare
  if (url.pathname !== `/${tool}` || url.searchParams.get('u') !== userId) throw new ResumeError('wrong link');
  if (Number(url.searchParams.get('exp')) * 1000 < Date.now()) throw new ResumeError('expired');
  return Object.fromEntries([...url.searchParams].filter(([k]) => !['u', 'exp', 'sig'].includes(k)));
}
