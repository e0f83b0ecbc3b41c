// Container registry and rollout controller helpers: credentials, versions, tags and rollouts.
// @ts-nocheck
// Talks to the internal container registry + the rollout controller.

export interface RegistryCreds {
  username: string;
  password: string;
}

export function registryCreds(): RegistryCreds {
  const username = process.env.REGISTRY_USER;
  const password = process.env.REGISTRY_PASSWORD;
  if (!username || !password) throw new Error("REGISTRY_USER / REGISTRY_PASSWORD not set");
  return { username, password };
}

const CONTROLLER = process.env.ROLLOUT_CONTROLLER_URL ?? "http://rollout-controller.platform.svc:8080";

export async function currentVersion(service: string): Promise<string> {
  const res = await fetch(`${CONTROLLER}/services/${encodeURIComponent(service)}`);
  if (!res.ok) throw new Error(`controller: ${res.status}`);
  const body = (await res.json()) as { version: string };
  return body.version;
}

export async function tagExists(creds: RegistryCreds, service: string, tag: string): Promise<boolean> {
  const auth = Buffer.from(`${creds.username}:${creds.password}`).toString("base64");
  const res = await fetch(`https://registry.internal/v2/${service}/manifests/${tag}`, {
    method: "HEAD",
    headers: { authorization: `Basic ${auth}`, accept: "application/vnd.oci.image.manifest.v1+json" },
  });
  return res.ok;
}

export async function rollOut(creds: RegistryCreds, service: string, version: string, actor: string): Promise<string> {
  const res = await fetch(`${CONTROLLER}/services/${encodeURIComponent(service)}/rollouts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ version, actor, pullSecret: creds }),
  });
  if (!res.ok) throw new Error(`rollout failed: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  return id;
}
