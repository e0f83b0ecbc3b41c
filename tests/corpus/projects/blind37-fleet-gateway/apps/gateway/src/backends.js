import { request } from 'undici';
import { signInternal } from '@fleet/round-trip/internal-auth';

// {"eu-1":"http://k8s-backend.eu-1.fleet.svc:7070","us-2":"http://k8s-backend.us-2.fleet.svc:7070"}
const CLUSTERS = JSON.parse(process.env.FLEET_CLUSTERS ?? '{}');

export const clusterNames = () => Object.keys(CLUSTERS);

async function post(cluster, path, payload) {
  const base = CLUSTERS[cluster];
  if (!base) throw new Error(`no backend configured for cluster ${cluster}`);
  const body = JSON.stringify(payload);
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await request(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-fleet-ts': ts,
      'x-fleet-signature': signInternal(ts, body),
    },
    body,
    headersTimeout: 15_000,
    bodyTimeout: 60_000,
  });
  if (res.statusCode >= 400) {
    throw new Error(`${cluster} ${path}: HTTP ${res.statusCode} ${await res.body.text()}`);
  }
  return res.body.json();
}

export async function listBackendTools(cluster) {
  const { tools } = await post(cluster, '/v1/tools/list', {});
  return tools;
}

/** Runs one tools/call on a cluster backend and returns its MCP result unchanged. */
export function callBackend(cluster, { name, arguments: args, inputResponses, requestState }, user) {
  return post(cluster, '/v1/tools/call', { name, arguments: args, inputResponses, requestState, user });
}
