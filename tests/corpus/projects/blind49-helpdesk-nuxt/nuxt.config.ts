// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-01-15',
  devtools: { enabled: true },
  modules: ['@nuxt/ui', '@nuxt/eslint'],

  runtimeConfig: {
    // Server-only. Each value can be overridden at runtime with NUXT_<NAME>, e.g. NUXT_OPS_BOT_KEY.
    mcpStateKey: process.env.MCP_STATE_KEY || 'acme-helpdesk-mcp-state-dev-key',
    opsBotKey: '',
    oauth: {
      introspectionUrl: 'https://login.acme.test/oauth2/introspect',
      clientId: 'helpdesk-mcp',
      clientSecret: '',
    },
    helpdesk: {
      baseUrl: 'https://support.acme.test/api/v2',
      clientId: 'mcp-bridge',
      clientSecret: '',
    },
    public: {
      appName: 'Acme Helpdesk',
    },
  },

  nitro: {
    experimental: { asyncContext: true },
  },
});
