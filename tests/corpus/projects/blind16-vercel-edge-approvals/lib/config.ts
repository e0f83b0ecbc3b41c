// Runtime configuration for the edge function. Vercel injects the VERCEL_* system variables
// into every deployment; everything else comes from the project settings.

export interface KeySpec {
  kid: string;
  secret: string;
}

/** STATE_KEYS looks like "k2025a:<secret>,k2025b:<secret>" — newest last. */
function parseKeyList(raw: string | undefined): KeySpec[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const idx = pair.indexOf(":");
      return { kid: pair.slice(0, idx), secret: pair.slice(idx + 1) };
    });
}

// Before the key ring existed the state key was derived from the deployment identity, so
// tokens minted by older deployments keep validating while in-flight clients drain.
const legacyKey: KeySpec = {
  kid: "legacy",
  secret: `${process.env.VERCEL_GIT_REPO_OWNER}/${process.env.VERCEL_GIT_REPO_SLUG}@${process.env.VERCEL_ENV}`, // expect-todo: no-weak-state-key
};

const configuredKeys = parseKeyList(process.env.STATE_KEYS);

export const config = {
  upstream: process.env.CLOUDHUB_API_URL ?? "https://api.cloudhub.example",
  tokenExchangeUrl: process.env.CLOUDHUB_TOKEN_URL ?? "https://auth.cloudhub.example/oauth/token",
  stateKeys: [...configuredKeys, legacyKey],
  activeKid: configuredKeys.at(-1)?.kid ?? legacyKey.kid,
  stateTtlMs: 5 * 60 * 1000,
} as const;

export type AppConfig = typeof config;
