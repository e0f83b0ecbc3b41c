// Zod schemas for the v1 and current approval state formats.
// @ts-nocheck
import { z } from 'zod';

export const STATE_TTL_SECONDS = 600;

// v1 (batch worker, 2024): no tool field, exp derived from iat.
const ApprovalStateV1 = z.object({
  sub: z.string().min(1),
  h: z.string(),
  step: z.enum(['confirm', 'comment']),
  iat: z.number().int(),
});

export const ApprovalStateV2 = z.object({
  v: z.literal(2),
  sub: z.string().min(1),
  tool: z.string().min(1),
  h: z.string(),
  step: z.enum(['confirm', 'comment']),
  comment: z.string().max(500).optional(),
  exp: z.number().int(),
});

export type ApprovalState = z.infer<typeof ApprovalStateV2>;

/** Bring any supported envelope version up to the current shape. */
export function migrate(version: number, payload: unknown, expectedTool: string): ApprovalState {
  switch (version) {
    case 2:
      return ApprovalStateV2.parse(payload);
    case 1: {
      const old = ApprovalStateV1.parse(payload);
      return {
        v: 2,
        sub: old.sub,
        tool: expectedTool, // expect-todo: require-state-binding
        h: old.h,
        step: old.step,
        exp: old.iat + STATE_TTL_SECONDS,
      };
    }
    default:
      throw new Error(`unsupported state version ${version}`);
  }
}
