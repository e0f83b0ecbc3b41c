// Client for the greenhouse climate controller API; each call carries the signed-in grower's own bearer token.
export const CONTROLLER_API_VERSION = '2024-11-01';

export const makeClimate = (baseUrl) => {
  const call = async (token, method, path, body, extraHeaders = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-controller-api-version': CONTROLLER_API_VERSION,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 412) throw new Error('the schedule was changed by someone else; review it again');
    if (!res.ok) throw new Error(`climate controller answered ${res.status}`);
    return { etag: res.headers.get('etag'), data: res.status === 204 ? null : await res.json() };
  };

  const zonePath = (zoneId) => `/v3/zones/${encodeURIComponent(zoneId)}`;

  return {
    climate: (token, zoneId) => call(token, 'GET', `${zonePath(zoneId)}/climate`),
    schedule: (token, zoneId) => call(token, 'GET', `${zonePath(zoneId)}/irrigation`),
    replaceSchedule: (token, zoneId, entries, etag) =>
      call(token, 'PUT', `${zonePath(zoneId)}/irrigation`, { entries }, { 'if-match': etag }),
  };
};
