import 'dotenv/config';
import { readFileSync } from 'node:fs';

/**
 * Reads NAME from the environment, or from the file named by NAME_FILE (the Docker / Kubernetes secrets
 * convention), so the same image runs under compose, Swarm and Kubernetes.
 */
function fromEnvOrFile(name, fallback) {
  const file = process.env[`${name}_FILE`];
  if (file) return readFileSync(file, 'utf8').trim();
  return process.env[name] ?? fallback;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  isProduction: process.env.NODE_ENV === 'production',
  deploymentName: process.env.CLUSTER_OPS_ENV ?? 'local',
  oidc: {
    issuer: fromEnvOrFile('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'cluster-ops',
  },
  stateKeyringFile: process.env.STATE_KEYRING_FILE ?? '/run/secrets/state-keyring.json',
  kubeContext: process.env.KUBE_CONTEXT,
  protectedNamespaces: (process.env.PROTECTED_NAMESPACES ?? 'kube-system,kube-public,platform-tools')
    .split(',')
    .map((ns) => ns.trim())
    .filter(Boolean),
});
