// Client for the orchestrator API: pods, logs, restarts and runbooks.
'use strict';

const BASE = process.env.ORCHESTRATOR_URL || 'http://orchestrator.internal:7000';
const TOKEN = process.env.ORCHESTRATOR_TOKEN;

async function call(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`orchestrator ${method} ${path}: ${res.status}`);
  return res.json();
}

module.exports = {
  listPods: (namespace, service) => call('GET', `/v2/ns/${namespace}/services/${service}/pods`),
  podLogs: (namespace, pod, lines) => call('GET', `/v2/ns/${namespace}/pods/${pod}/logs?tail=${lines}`),
  restart: (namespace, service, meta) => call('POST', `/v2/ns/${namespace}/services/${service}/restart`, meta),
  runbook: (service) => call('GET', `/v2/runbooks/${service}`),
};
