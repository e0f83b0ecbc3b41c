// Kubernetes API client that reads, restarts and scales deployments using the service-account token.
import { readFile } from 'node:fs/promises';
import { withRetry } from './backoff.js';

const SA_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';
const API = process.env.KUBE_API ?? 'https://kubernetes.default.svc';

let tokenPromise;
const serviceAccountToken = () => (tokenPromise ??= readFile(`${SA_DIR}/token`, 'utf8').then((t) => t.trim()));

async function kube(method, path, body) {
  const token = await serviceAccountToken();
  return withRetry(async () => {
    const res = await fetch(`${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': method === 'PATCH' ? 'application/strategic-merge-patch+json' : 'application/json',
      },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw Object.assign(new Error(`kube ${method} ${path}: ${res.status}`), { status: res.status });
    return res.json();
  });
}

const deploymentPath = (ns, name) => `/apis/apps/v1/namespaces/${ns}/deployments/${encodeURIComponent(name)}`;

export const getDeployment = (ns, name) => kube('GET', deploymentPath(ns, name));

export const rolloutRestart = (ns, name) =>
  kube('PATCH', deploymentPath(ns, name), {
    spec: { template: { metadata: { annotations: { 'kubectl.kubernetes.io/restartedAt': new Date().toISOString() } } } },
  });

export const scale = (ns, name, replicas) => kube('PATCH', `${deploymentPath(ns, name)}/scale`, { spec: { replicas } });
