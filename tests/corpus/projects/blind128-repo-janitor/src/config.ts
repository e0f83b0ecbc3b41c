// Reads repo-janitor runtime configuration, including the state key, from the environment.
// @ts-nocheck
// Runtime configuration. Everything comes from the environment so the
// same image can run against a fork or the upstream org.

export interface JanitorConfig {
  port: number;
  githubApi: string;
  staleAfterDays: number;
  stateKey: string;
  maxIssuesPerRun: number;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return n;
}

export const config: JanitorConfig = {
  port: intFromEnv("PORT", 3333),
  githubApi: process.env.GITHUB_API_URL ?? "https://api.github.com",
  staleAfterDays: intFromEnv("STALE_AFTER_DAYS", 90),
  // 40 chars so the SDK's length check is happy in local runs
  stateKey: process.env.JANITOR_STATE_KEY ?? "janitor-local-dev-key-please-change-0001",
  maxIssuesPerRun: intFromEnv("MAX_ISSUES_PER_RUN", 50),
};
