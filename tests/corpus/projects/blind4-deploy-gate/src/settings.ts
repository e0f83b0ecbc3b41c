// Static settings for the deploy gate. Values that differ per installation
// come from the environment in keys.ts / index.ts; everything here is the
// same for every install and is safe to commit.

export type Environment = 'staging' | 'production';

export interface GateSettings {
  issuer: string;
  audience: string;
  /** Passed to jose's setExpirationTime. */
  approvalLifetime: string;
  /**
   * Accepted clock difference between the machine that issued an approval
   * and the one that redeems it. CI runners are VMs that get suspended and
   * resumed, and their clocks are all over the place.
   */
  clockSkew: string;
  environments: readonly Environment[];
  protectedEnvironments: readonly Environment[];
  maxChangelogChars: number;
}

export const settings: GateSettings = Object.freeze({
  issuer: 'urn:deploy-gate',
  audience: 'urn:deploy-gate:approvals',
  approvalLifetime: '8m',
  clockSkew: '6h',
  environments: ['staging', 'production'] as const,
  protectedEnvironments: ['production'] as const,
  maxChangelogChars: 1200,
});

export function needsApproval(env: Environment): boolean {
  return settings.protectedEnvironments.includes(env);
}

export function isKnownEnvironment(value: string): value is Environment {
  return (settings.environments as readonly string[]).includes(value);
}

export function shortSha(sha: string): string {
  return /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 10) : sha;
}
