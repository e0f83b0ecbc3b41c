// One place that decides how continuations are sealed and opened, whatever the feature flags say.
import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { config } from '../config.js';
import { isLegacyToken, openLegacyState, sealLegacyState, type Opened, type StateBinding } from './legacyState.js';

const sealer = createStateSealer({ keys: config.state.keys, ttlSeconds: 600 });

export function sealRoundState(payload: object, binding: StateBinding): string {
  return config.features.stateFormat === 'legacy' ? sealLegacyState(payload, binding) : sealer.seal(payload, binding);
}

export function openRoundState<T>(token: string, binding: StateBinding): Opened<T> {
  if (isLegacyToken(token)) {
    if (!config.features.acceptLegacyState && config.features.stateFormat !== 'legacy') {
      return { ok: false, reason: 'malformed' };
    }
    return openLegacyState<T>(token, binding);
  }
  return sealer.open(token, binding) as Opened<T>;
}
