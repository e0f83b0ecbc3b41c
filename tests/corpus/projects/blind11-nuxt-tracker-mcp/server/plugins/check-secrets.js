import { decodeStateKey, requireSecret } from "../utils/secrets.js";

// Nitro runs plugins once at startup: a deploy without proper secrets crashes here,
// before it can serve a single request.
export default defineNitroPlugin(() => {
  const config = useRuntimeConfig();
  decodeStateKey(config.mcpStateKey);
  requireSecret("NUXT_GITHUB_WEBHOOK_SECRET", config.githubWebhookSecret);
  requireSecret("NUXT_TRACKER_SERVICE_TOKEN", config.trackerServiceToken);
});
