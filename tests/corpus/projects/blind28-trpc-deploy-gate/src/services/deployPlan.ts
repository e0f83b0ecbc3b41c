import type { GateConfig } from "../config.js";

export interface RegistryCredentials {
  username: string;
  token: string;
}

export interface DeployPlan {
  service: string;
  version: string;
  env: string;
  image: string;
  registry: { url: string; user: string; token: string };
}

/** Resolve the image reference and the credentials the rollout worker needs. */
export function buildDeployPlan(
  cfg: GateConfig,
  creds: RegistryCredentials,
  service: string,
  version: string,
  env: string,
): DeployPlan {
  return {
    service,
    version,
    env,
    image: `${new URL(cfg.registryUrl).host}/${service}:${version}`,
    registry: {
      url: cfg.registryUrl,
      user: creds.username,
      token: creds.token,
    },
  };
}

export async function rollout(plan: DeployPlan): Promise<{ rolloutId: string }> {
  const res = await fetch(`${plan.registry.url}/v2/rollouts`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${plan.registry.token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ image: plan.image, env: plan.env }),
  });
  if (!res.ok) throw new Error(`rollout failed: ${res.status}`);
  return (await res.json()) as { rolloutId: string };
}

export async function dropEnvironment(registryUrl: string, token: string, env: string): Promise<void> {
  const res = await fetch(`${registryUrl}/v2/environments/${encodeURIComponent(env)}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`drop failed: ${res.status}`);
}
