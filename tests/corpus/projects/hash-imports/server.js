// A service whose key, token and MAC helpers come through package.json "imports" aliases (#config, #lib/*).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { PUBLIC_SALT, STATE_KEY } from '#config';
import { apiToken, macOf } from '#lib/tokens';

export function stateMac(state) {
  return createHmac('sha256', STATE_KEY).update(JSON.stringify(state)).digest('hex'); // expect: no-weak-state-key
}

http.createServer((req, res) => {
  if (req.headers['x-internal-token'] !== apiToken) { // expect: no-timing-unsafe-compare
    res.statusCode = 401;
    return res.end();
  }
  if (req.headers['x-salt'] === PUBLIC_SALT) res.setHeader('x-salt-ok', '1');
  const mac = macOf(req.url);
  res.end(mac === req.headers['x-mac'] ? 'ok' : 'no'); // expect: no-timing-unsafe-compare
}).listen(8080);
