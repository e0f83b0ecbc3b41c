// Client for the bank-feed aggregator: OAuth refresh, account list and statement download.
const qs = (query) => new URLSearchParams(Object.entries(query).filter(([, v]) => v != null)).toString();

export const makeBankfeed = ({ baseUrl, clientId, clientSecret }) => {
  const request = (method, headers = {}) => async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body && { 'content-type': 'application/json' }), ...headers },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`bankfeed ${method} ${path}: ${res.status}`);
    return res.json();
  };
  const asUser = (accessToken) => request('GET', { authorization: `Bearer ${accessToken}` });
  return {
    refresh: (refreshToken) =>
      request('POST')('/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, client_secret: clientSecret })
        .then(({ access_token: accessToken, refresh_token: next, expires_in: expiresIn = 900 }) => ({ accessToken, next, expiresIn })),
    accounts: (accessToken) => asUser(accessToken)('/accounts').then(({ data = [] }) => data),
    statement: (accessToken, { account, from, to }) =>
      asUser(accessToken)(`/accounts/${encodeURIComponent(account)}/transactions?${qs({ from, to })}`).then(({ data = [] }) => data),
  };
};
