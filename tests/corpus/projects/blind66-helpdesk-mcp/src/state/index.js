import semver from 'semver';
import { config } from '../config.js';
import { codecSealer } from './codec-sealer.js';
import { isCompact, packCompact, unpackCompact } from './compact.js';
import { jwtSealer } from './jwt-sealer.js';

const sealers = { jwt: jwtSealer, codec: codecSealer };

function configured() {
  const sealer = sealers[config.stateSealer];
  if (!sealer) throw new Error(`Unknown HELPDESK_STATE_SEALER "${config.stateSealer}"`);
  return sealer;
}

function needsCompactState(clientInfo) {
  if (clientInfo?.name !== 'helpdesk-desktop') return false;
  const version = semver.coerce(clientInfo.version);
  return version !== null && semver.lt(version, config.compactStateBelow);
}

/**
 * The state helpers for one connection. `clientInfo` is what the client sent in `initialize`.
 */
export function roundState(clientInfo) {
  const compact = needsCompactState(clientInfo);
  return {
    async seal(data, binding, ctx) {
      return compact ? packCompact(data, binding) : configured().seal(data, binding, ctx);
    },

    async open(token, binding, ctx) {
      // A desktop client that updated mid-conversation still echoes the compact state it was given.
      if (isCompact(token)) return unpackCompact(token, binding); // expect: require-sealed-state
      return configured().open(token, binding, ctx);
    },
  };
}
