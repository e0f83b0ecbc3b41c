export const PORT = Number(process.env.PORT ?? 3100);

/** Name (not value) of the Secrets Manager entry holding the requestState key. */
export const stateKeySecretName = process.env.NOTES_STATE_KEY_SECRET_NAME ?? 'notes-mcp/prod/state-key';

/** requestState lifetime. Summaries continue within minutes or not at all. */
export const STATE_TTL_SECONDS = 5 * 60;

export const summarizer = {
  model: process.env.NOTES_SUMMARY_MODEL ?? 'gpt-4.1-mini',
  maxTokens: 700,
  tokenBudgetPerRun: 12_000,
  tokenizer: 'o200k_base',
} as const;

export const notesApiUrl = process.env.NOTES_API_URL ?? 'http://notes-api.internal:8000';
export const introspectionUrl = process.env.NOTES_INTROSPECTION_URL ?? 'https://id.example.com/oauth2/introspect';

/** Plugin modules loaded at startup, relative to src/plugins. */
export const enabledPlugins = (process.env.NOTES_PLUGINS ?? 'summarize,delete-notebook').split(',').map((s) => s.trim());
