import { initTRPC, TRPCError } from "@trpc/server";
import type { GateConfig } from "../config.js";
import type { RegistryCredentials } from "../services/deployPlan.js";
import type { StateService } from "../state/stateService.js";

export interface GateContext {
  userId: string | null;
  config: GateConfig;
  registryCreds: RegistryCredentials;
  stateService: StateService;
}

export function createContextFactory(deps: Omit<GateContext, "userId">) {
  return (userId: string | null): GateContext => ({ ...deps, userId });
}

const t = initTRPC.context<GateContext>().create();

export const router = t.router;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.userId) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, userId: ctx.userId } });
});
