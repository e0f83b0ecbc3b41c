import { z } from 'zod';

export const ToolNames = {
  Promote: 'promote_canary',
  Rollback: 'rollback_release',
} as const;
export type ToolName = (typeof ToolNames)[keyof typeof ToolNames];

const Base = z.object({ service: z.string(), namespace: z.string(), askedAt: z.number().int() });

export const PromoteState = Base.extend({
  tool: z.literal(ToolNames.Promote),
  fromWeight: z.number().int().min(0).max(100),
  toWeight: z.number().int().min(0).max(100),
  image: z.object({ repository: z.string(), digest: z.string().regex(/^sha256:[0-9a-f]{64}$/) }),
  registryToken: z.string(),
});

export const RollbackState = Base.extend({
  tool: z.literal(ToolNames.Rollback),
  toRevision: z.number().int().positive(),
  currentRevision: z.number().int().positive(),
});

export const RolloutState = z.discriminatedUnion('tool', [PromoteState, RollbackState]);
export type RolloutState = z.infer<typeof RolloutState>;
export type StateOf<T extends ToolName> = Extract<RolloutState, { tool: T }>;

/** The verify hook already checked the MAC; this narrows to the tool we're in. */
export function isStateFor<T extends ToolName>(value: unknown, tool: T): value is StateOf<T> {
  const parsed = RolloutState.safeParse(value);
  return parsed.success && parsed.data.tool === tool;
}
