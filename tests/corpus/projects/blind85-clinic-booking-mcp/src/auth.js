// Express middleware that validates patient bearer tokens by introspection at the EHR authorization server.
import * as v from 'valibot';
import { config } from './config.js';

const ActiveToken = v.object({
  active: v.literal(true),
  sub: v.pipe(v.string(), v.minLength(1)),
  client_id: v.string(),
  scope: v.optional(v.string(), ''),
  exp: v.pipe(v.number(), v.integer()),
  patient: v.pipe(v.string(), v.minLength(1)),
});

const basicAuth = () =>
  'Basic ' + Buffer.from(`${encodeURIComponent(config.ehr.clientId)}:${encodeURIComponent(config.ehr.clientSecret)}`).toString('base64');

async function introspect(token) {
  const res = await fetch(config.ehr.introspectUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection returned ${res.status}`);
  const body = await res.json();
  const parsed = v.safeParse(ActiveToken, body);
  return parsed.success ? parsed.output : null;
}

function challenge(res, status, error, description) {
  res
    .status(status)
    .set('WWW-Authenticate', `Bearer error="${error}", error_description="${description}"`)
    .json({ error, error_description: description });
}

export function requirePatient(requiredScope) {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return challenge(res, 401, 'invalid_request', 'missing bearer token');
    try {
      const info = await introspect(match[1]);
      if (!info || info.exp * 1000 <= Date.now()) return challenge(res, 401, 'invalid_token', 'token inactive or expired');
      const scopes = info.scope.split(' ').filter(Boolean);
      if (!scopes.includes(requiredScope)) return challenge(res, 403, 'insufficient_scope', `requires ${requiredScope}`);
      req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes,
        expiresAt: info.exp,
        extra: { userId: info.sub, patientId: info.patient },
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function principalFrom(authInfo) {
  const extra = authInfo?.extra;
  if (!extra?.userId || !extra?.patientId) throw new Error('request is not authenticated');
  return { userId: extra.userId, patientId: extra.patientId };
}
