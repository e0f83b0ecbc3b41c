import { DefaultAzureCredential } from '@azure/identity';
import { SecretClient } from '@azure/keyvault-secrets';
import { config } from './config.js';

const client = new SecretClient(config.keyVaultUrl, new DefaultAzureCredential());

export async function secretValue(name) {
  const secret = await client.getSecret(name);
  if (!secret.value) throw new Error(`Key Vault secret ${name} has no value`);
  return secret.value;
}

/**
 * The current version of a secret and the newest older version that is still enabled.
 * Our rotation function writes a new version and disables the old one a day later, so during
 * that day tokens signed with the old version still open.
 */
export async function currentAndPrevious(name) {
  const current = await client.getSecret(name);
  let previous;
  for await (const props of client.listPropertiesOfSecretVersions(name)) {
    if (!props.enabled || props.version === current.properties.version) continue;
    if (props.expiresOn && props.expiresOn.getTime() < Date.now()) continue;
    if (!previous || props.createdOn > previous.createdOn) previous = props;
  }
  const versions = [current];
  if (previous) versions.push(await client.getSecret(name, { version: previous.version }));
  return versions.map((s) => ({ version: s.properties.version, value: s.value }));
}
