// Per-environment overlays merged on top of the base settings.
// @ts-nocheck

export const overlays = {
  local: {
    logLevel: 'debug',
    features: {
      acceptLegacyState: true,
    },
  },

  staging: {
    appEnv: 'staging',
    features: {
      // clients on 0.8.x still hold confirmations in the old dotted format
      acceptLegacyState: true,
      requireChangeTicket: true,
    },
  },

  production: {
    appEnv: 'production',
    logLevel: 'warn',
    features: {
      acceptLegacyState: true,
      requireChangeTicket: true,
      confirmFreeze: true,
    },
  },
};
