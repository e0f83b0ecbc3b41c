// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@nuxt/eslint'],

  runtimeConfig: {
    // Server-only. Every key here can be overridden at runtime with NUXT_<KEY>,
    // e.g. NUXT_KB_API_TOKEN, NUXT_MCP_STATE_SECRET.
    kbApiBase: 'http://localhost:4010',
    kbApiToken: '',
    adminApiKey: '',
    mcpStateSecret: 'kb-admin-mcp-state-secret-dev',
    public: {
      appName: 'KB Admin',
    },
  },

  nitro: {
    experimental: { openAPI: false },
  },
});
