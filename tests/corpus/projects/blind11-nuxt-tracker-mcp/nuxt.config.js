// Values here are overridden at runtime by NUXT_* environment variables
// (NUXT_MCP_STATE_KEY, NUXT_GITHUB_WEBHOOK_SECRET, ...). Empty strings are placeholders only:
// server/plugins/check-secrets.js refuses to boot with them.
export default defineNuxtConfig({
  compatibilityDate: "2024-11-01",
  ssr: false,
  runtimeConfig: {
    mcpStateKey: "",
    githubWebhookSecret: "",
    trackerApiUrl: "https://tracker.internal.example.com/api",
    trackerServiceToken: "",
    oidcIssuer: "https://login.example.com",
    public: {
      mcpPath: "/mcp",
    },
  },
});
