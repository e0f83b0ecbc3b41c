// HTTP client for the laboratory information management system (LIMS) REST API.
const config = require('./config');

async function call(method, path, body) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.lims.timeoutMs);
  try {
    const res = await fetch(new URL(path, config.lims.baseUrl), {
      method,
      headers: {
        'x-api-key': config.lims.apiKey,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    if (!res.ok) {
      throw new Error(`LIMS ${method} ${path} returned ${res.status}`);
    }
    return res.status === 204 ? null : res.json();
  } finally {
    clearTimeout(timer);
  }
}

module.exports = {
  sampleConsent: (barcode) => call('GET', `/api/v3/samples/${encodeURIComponent(barcode)}/consent`),
  notifyTransfer: (barcode, toUsername) =>
    call('POST', `/api/v3/samples/${encodeURIComponent(barcode)}/custody`, { to: toUsername }),
  notifyDisposal: (barcode, reason, witness) =>
    call('POST', `/api/v3/samples/${encodeURIComponent(barcode)}/disposal`, { reason, witness }),
  notifyLocation: (barcode, rackLabel) =>
    call('PUT', `/api/v3/samples/${encodeURIComponent(barcode)}/location`, { rack: rackLabel }),
};
