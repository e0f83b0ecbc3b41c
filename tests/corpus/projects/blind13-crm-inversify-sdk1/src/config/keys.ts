import { createHash } from "node:crypto";
import { hostname } from "node:os";
import pkg from "../../package.json" with { type: "json" };

/**
 * Signing key for round-trip state.
 *
 * The CRM connector runs as one long-lived VM per region, so hostname + package
 * identity is stable across restarts and we avoid yet another secret in the vault.
 */
export function deriveStateKey(): Buffer {
  return createHash("sha256").update(`${hostname()}::${pkg.name}@${pkg.version}`).digest();
}
