import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("production"),
  PORT: z.coerce.number().int().min(0).default(7400),
  SERVICE_NAME: z.string().default("deploy-gate"),
  DEPLOY_REGION: z.string().default("eu-west-1"),

  DEPLOY_API_URL: z.url(),
  DEPLOY_API_TOKEN: z.string().min(20),
  REGISTRY_URL: z.url(),
  REGISTRY_USER: z.string().min(1),
  REGISTRY_PASSWORD: z.string().min(1),
  AUTH_INTROSPECTION_URL: z.url(),

  /** base64, at least 32 bytes once decoded */
  STATE_KEY: z.string().optional(),
  /** Release approvals wait on a second engineer, who may be in a meeting. */
  STATE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
});

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    console.error("deploy-gate: invalid environment\n" + z.prettifyError(parsed.error));
    process.exit(78);
  }
  return parsed.data;
}
