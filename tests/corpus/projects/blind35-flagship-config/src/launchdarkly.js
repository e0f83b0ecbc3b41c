import { env } from './env.js';
import { readLaunchDarklyToken } from './secrets/keyring.js';

const API = 'https://app.launchdarkly.com/api/v2';
let tokenPromise;

async function ld(method, path, body, headers = {}) {
  tokenPromise ??= readLaunchDarklyToken();
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: await tokenPromise, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 409) throw Object.assign(new Error('flag changed concurrently'), { code: 'CONFLICT' });
  if (!res.ok) throw new Error(`LaunchDarkly ${method} ${path}: ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}

/** State of one flag in one environment. */
export async function flagIn(flagKey, environmentKey) {
  const flag = await ld('GET', `/flags/${env.LD_PROJECT_KEY}/${encodeURIComponent(flagKey)}?env=${encodeURIComponent(environmentKey)}`);
  const environment = flag.environments?.[environmentKey];
  if (!environment) throw new Error(`${flagKey} has no environment ${environmentKey}`);
  return {
    name: flag.name,
    version: environment.version,
    on: environment.on,
    rules: environment.rules?.length ?? 0,
    lastModified: environment.lastModified,
  };
}

/** Semantic patch; `expectedVersion` makes LaunchDarkly refuse the change if someone else changed the flag. */
export async function setFlagOn(flagKey, environmentKey, on, { comment, expectedVersion }) {
  await ld(
    'PATCH',
    `/flags/${env.LD_PROJECT_KEY}/${encodeURIComponent(flagKey)}`,
    { environmentKey, comment, instructions: [{ kind: on ? 'turnFlagOn' : 'turnFlagOff' }] },
    { 'content-type': 'application/json; domain-model=launchdarkly.semanticpatch', 'if-match': String(expectedVersion) },
  );
}
