// Models the deployment platform client the release-ops tools call.
'use strict';

const BASE_URL = process.env.DEPLOY_API_URL || 'http://deploy.internal:9000';

async function post(path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.DEPLOY_API_TOKEN}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`deploy API ${path}: ${res.status}`);
  return res.json();
}

module.exports = {
  rollback: (service, version, meta) => post(`/services/${service}/rollback`, { version, ...meta }),
  scale: (service, count) => post(`/services/${service}/scale`, { count }),
  replicas: service => fetch(`${BASE_URL}/services/${service}`).then(r => r.json()).then(s => s.replicas),
  status: service => fetch(`${BASE_URL}/services/${service}/status`).then(r => r.json()),
};
