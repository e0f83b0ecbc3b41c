'use strict';

const crypto = require('node:crypto');
const config = require('./config');
const { nowSeconds } = require('./clock');

class LimsError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

// The LIMS trusts the same IdP, so user-level calls pass the caller's own access token through.
async function limsFetch(accessToken, path, { method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(new URL(path, config.lims.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new LimsError(`LIMS ${method} ${path} -> ${res.status}`, res.status);
  return res.status === 204 ? null : res.json();
}

/** Bearer-token verifier for the MCP endpoint (RFC 7662 introspection against the IdP). */
async function introspect(token) {
  const basic = Buffer.from(`${config.lims.introspectionClientId}:${config.lims.introspectionClientSecret}`).toString('base64');
  const res = await fetch(config.lims.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new LimsError('introspection failed', res.status);
  const info = await res.json();
  if (!info.active || info.exp < nowSeconds()) {
    const err = new Error('token inactive');
    err.name = 'InvalidTokenError';
    throw err;
  }
  return {
    token,
    clientId: info.client_id,
    scopes: String(info.scope || '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub, labRole: info.lab_role, site: info.site },
  };
}

const getSamples = (accessToken, ids) =>
  limsFetch(accessToken, `/api/samples?ids=${ids.map(encodeURIComponent).join(',')}`);

const searchSamples = (accessToken, query) =>
  limsFetch(accessToken, `/api/samples/search?${new URLSearchParams(query)}`);

const freezersWithSpace = (accessToken, { site, boxes }) =>
  limsFetch(accessToken, `/api/freezers?site=${encodeURIComponent(site)}&minFreeBoxes=${boxes}`);

/** Starts a relocation batch; the LIMS locks the samples and answers { batchId, batchToken }. */
const openBatch = (accessToken, { sampleIds, reason }) =>
  limsFetch(accessToken, '/api/batches', { method: 'POST', body: { kind: 'relocate', sampleIds, reason } });

/** Commit is authorised by the batch token alone (so a tech can finish it at the freezer terminal). */
const commitBatch = (batchId, batchToken, moves) =>
  fetch(new URL(`/api/batches/${encodeURIComponent(batchId)}/commit`, config.lims.baseUrl), {
    method: 'POST',
    headers: { 'x-batch-token': batchToken, 'content-type': 'application/json' },
    body: JSON.stringify({ moves }),
  }).then(async (res) => {
    if (!res.ok) throw new LimsError(`batch commit -> ${res.status}`, res.status);
    return res.json();
  });

const discardSamples = (accessToken, { rackId, sampleIds, reason, witness }) =>
  limsFetch(accessToken, `/api/racks/${encodeURIComponent(rackId)}/discard`, {
    method: 'POST',
    body: { sampleIds, reason, witness },
  });

/** Expected value of the X-Lims-Signature header for a webhook body. */
function limsSignature(rawBody) {
  return 'sha256=' + crypto.createHmac('sha256', config.lims.webhookSecret).update(rawBody).digest('hex');
}

module.exports = {
  LimsError,
  introspect,
  getSamples,
  searchSamples,
  freezersWithSpace,
  openBatch,
  commitBatch,
  discardSamples,
  limsSignature,
};
