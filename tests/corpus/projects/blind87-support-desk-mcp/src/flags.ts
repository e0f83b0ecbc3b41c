// Feature flags: profile defaults, overridable by FEATURE_* variables except where a profile locks them.
// @ts-nocheck
import { lockedFlags } from './config/profiles.js';

const toEnvName = (flag) => `FEATURE_${flag.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export function resolveFlags(config, env = process.env, warn = console.warn) {
  const locked = new Set(lockedFlags[config.name] ?? []);
  const flags = { ...config.flagDefaults };
  for (const flag of Object.keys(flags)) {
    const raw = env[toEnvName(flag)];
    if (raw === undefined) continue;
    const value = raw === '1' || raw === 'true';
    if (locked.has(flag) && value !== flags[flag]) {
      warn(`${toEnvName(flag)} ignored: ${flag} is fixed to ${flags[flag]} in ${config.name}`);
      continue;
    }
    flags[flag] = value;
  }
  return Object.freeze(flags);
}
