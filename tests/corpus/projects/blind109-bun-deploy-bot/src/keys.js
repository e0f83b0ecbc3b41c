// Derives the HMAC key for round-trip state from the service name and deploy region.
let keyPromise;

/**
 * HMAC key for round-trip state. Every replica in a region derives the same key, so a
 * retry can land on any instance without us distributing yet another secret.
 */
export function stateKey() {
  keyPromise ??= (async () => {
    const service = Bun.env.SERVICE_NAME ?? 'deploy-bot';
    const region = Bun.env.DEPLOY_REGION ?? 'eu-west-1';
    const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${service}:${region}:mcp-state`));
    return crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']); // expect: no-weak-state-key
  })();
  return keyPromise;
}
