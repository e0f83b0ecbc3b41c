import { z } from "zod";
import { DeployPhase, Environment, Tool } from "../config.js";

export const ReleaseId = z.string().regex(/^rel_[a-z0-9]{12}$/, "not a release id");

export const DeployArgsSchema = z.object({
  releaseId: ReleaseId,
  environment: z.nativeEnum(Environment),
});
export type DeployArgs = z.infer<typeof DeployArgsSchema>;

export const RollbackArgsSchema = z.object({
  environment: z.nativeEnum(Environment),
});
export type RollbackArgs = z.infer<typeof RollbackArgsSchema>;

export const DeployContextSchema = z.object({
  releaseId: ReleaseId,
  environment: z.nativeEnum(Environment),
  requestedBy: z.string(),
  targetCluster: z.string().optional(),
  currentRelease: z.string().optional(),
  deployToken: z.string().optional(),
  rolloutId: z.string().optional(),
  error: z.string().optional(),
});
export type DeployContext = z.infer<typeof DeployContextSchema>;

/** Shape of `actor.getPersistedSnapshot()` for the deploy machine, as far as we rely on it. */
export const PersistedDeploySchema = z
  .object({
    status: z.literal("active"),
    value: z.literal(DeployPhase.AwaitingConfirmation),
    context: DeployContextSchema,
    children: z.record(z.unknown()).default({}),
  })
  .passthrough();
export type PersistedDeploy = z.infer<typeof PersistedDeploySchema>;

export const RollbackCursorSchema = z.object({
  sub: z.string(),
  tool: z.literal(Tool.Rollback),
  environment: z.nativeEnum(Environment),
  candidates: z.array(ReleaseId).min(1).max(10),
  exp: z.number().int(),
});
export type RollbackCursor = z.infer<typeof RollbackCursorSchema>;

export const InputResponseSchema = z.object({
  action: z.enum(["accept", "decline", "cancel"]),
  content: z.record(z.unknown()).optional(),
});
export type InputResponse = z.infer<typeof InputResponseSchema>;
