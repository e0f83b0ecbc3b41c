// Models OAuth callbacks of edge functions (Cloudflare Pages, Workers, a bare Node handler) that have no cookie helper:
// the state nonce the sign-in set as a cookie is read out of the raw Cookie header, by a regular expression or by
// splitting it, and compared with the `state` the provider sent back.

export async function onRequestGet({ request, env }) {
  const url = new URL(request.url);
  const returned = url.searchParams.get('state');
  const header = request.headers.get('Cookie') ?? '';
  const found = header.match(/(?:^|;\s*)gh_oauth_state=([^;]+)/);
  const expected = found ? decodeURIComponent(found[1]) : null;
  if (!returned || !expected || returned !== expected) { // expect: no-timing-unsafe-compare
    return new Response('state mismatch', { status: 400 });
  }
  const theme = /(?:^|;\s*)theme=([^;]+)/.exec(header)?.[1];
  // look-alike: a display preference the client sent twice
  if (theme === url.searchParams.get('theme')) return new Response('same theme');
  return exchange(url.searchParams.get('code'), env);
}

function cookiesOf(req) {
  const jar = {};
  for (const pair of (req.headers.cookie || '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return jar;
}

export function callback(req, res) {
  const query = new URL(req.url, 'http://localhost').searchParams;
  const csrf = req.headers.cookie?.split('; ').find((entry) => entry.startsWith('csrf_token='))?.split('=')[1];
  if (query.get('csrf') !== csrf) { // expect: no-timing-unsafe-compare
    res.statusCode = 403;
    return res.end();
  }
  // look-alike: the language cookie against the query, and the state against a literal
  const lang = cookiesOf(req).lang;
  if (lang === query.get('lang') || query.get('state') === 'none') return res.end('ok');
  return res.end();
}

async function exchange(code, env) {
  return fetch('https://github.com/login/oauth/access_token', { method: 'POST', body: JSON.stringify({ code, client_id: env.GITHUB_CLIENT_ID }) });
}
