// HRIS API client; authenticates with client credentials and caches the service token in process memory.
const form = (o) => new URLSearchParams(o).toString();

export const makeHris = ({ baseUrl, tokenUrl, clientId, clientSecret }, now = () => Date.now()) => {
  let cached = { token: null, until: 0 };
  const serviceToken = async () => {
    if (cached.token && cached.until - 30_000 > now()) return cached.token;
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      body: form({ grant_type: 'client_credentials', scope: 'leave.read leave.write' }),
    });
    if (!res.ok) throw new Error(`HRIS token endpoint answered ${res.status}`);
    const { access_token: token, expires_in: ttl = 300 } = await res.json();
    cached = { token, until: now() + ttl * 1000 };
    return token;
  };
  const call = (method) => async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await serviceToken()}`, accept: 'application/json', ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(6000),
    });
    if (!res.ok) throw new Error(`HRIS ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  };
  const [get, post, del] = ['GET', 'POST', 'DELETE'].map(call);
  const emp = (id) => `/employees/${encodeURIComponent(id)}`;
  return {
    balance: (employeeId, kind) => get(`${emp(employeeId)}/balances/${kind}`).then(({ remaining = 0 }) => remaining),
    teamAbsences: (employeeId, { start, end }) => get(`${emp(employeeId)}/team/absences?${form({ from: start, to: end })}`).then(({ items = [] }) => items),
    coverCandidates: (employeeId, { start, end }) => get(`${emp(employeeId)}/team/available?${form({ from: start, to: end })}`).then(({ items = [] }) => items),
    createRequest: (employeeId, body) => post(`${emp(employeeId)}/leave-requests`, body),
    leaveRequest: (employeeId, id) => get(`${emp(employeeId)}/leave-requests/${encodeURIComponent(id)}`).catch(() => null),
    cancelRequest: (employeeId, id, reason) => del(`${emp(employeeId)}/leave-requests/${encodeURIComponent(id)}?${form({ reason })}`),
  };
};
