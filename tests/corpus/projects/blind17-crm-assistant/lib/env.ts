import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  OAUTH_INTROSPECTION_URL: z.string().url(),
  HUBSPOT_CLIENT_ID: z.string(),
  HUBSPOT_CLIENT_SECRET: z.string(),
  /** Signs the JWT we hand out as requestState. */
  RESUME_TOKEN_SECRET: z.string().min(32),
  /** Signs delete/merge confirmation tokens (also verified by middleware on the edge). */
  CONFIRM_TOKEN_SECRET: z.string().min(16).default("local-dev-confirm-secret-change-me"),
});

export type Env = z.infer<typeof schema>;

export const env: Env = schema.parse(process.env);
