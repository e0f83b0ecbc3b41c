// Client for the specimen courier service: pickup windows and bookings.
const courier = ({ baseUrl, token }) => {
  const call = (method) => async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(6000),
    });
    if (!res.ok) throw new Error(`courier ${method} ${path} -> ${res.status}`);
    return res.json();
  };
  const [get, post] = ['GET', 'POST'].map(call);
  return {
    windows: ({ fromLab, toLab, coldChain }) =>
      get(`/windows?from=${encodeURIComponent(fromLab)}&to=${encodeURIComponent(toLab)}&cold=${coldChain ? 1 : 0}`).then(({ windows = [] }) => windows),
    book: ({ windowId, fromLab, toLab, parcels }) => post('/bookings', { window: windowId, from: fromLab, to: toLab, parcels }).then(({ ref }) => ref),
  };
};

module.exports = { courier };
