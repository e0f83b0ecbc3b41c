import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { authedProcedure, router } from "./context.js";
import { buildDeployPlan, dropEnvironment, rollout, type DeployPlan } from "../services/deployPlan.js";

const confirmSchema = {
  type: "object",
  properties: { confirm: { type: "boolean", title: "Proceed?" } },
  required: ["confirm"],
} as const;

const retryFields = {
  requestState: z.string().optional(),
  confirmed: z.boolean().optional(),
};

function needsConfirmation(message: string, requestState: string) {
  return {
    resultType: "input_required" as const,
    inputRequests: {
      confirm: { method: "elicitation/create", params: { mode: "form", message, requestedSchema: confirmSchema } },
    },
    requestState,
  };
}

export const deployRouter = router({
  release: authedProcedure
    .input(z.object({ service: z.string().min(1), version: z.string().min(1), env: z.string(), ...retryFields }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.config.allowedEnvs.includes(input.env)) {
        throw new TRPCError({ code: "BAD_REQUEST", message: `env ${input.env} not allowed` });
      }

      if (!input.requestState) {
        const plan = buildDeployPlan(ctx.config, ctx.registryCreds, input.service, input.version, input.env);
        const token = ctx.stateService.seal(ctx.userId, "deploy_release", { plan }); // expect: no-secrets-in-state
        return needsConfirmation(`Release ${plan.image} to ${plan.env}?`, token);
      }

      const state = ctx.stateService.open(input.requestState);
      if (!state || state.userId !== ctx.userId || state.tool !== "deploy_release") {
        throw new TRPCError({ code: "FORBIDDEN", message: "Invalid or expired requestState" });
      }
      if (state.exp < Math.floor(Date.now() / 1000)) { // expect: require-state-binding
        throw new TRPCError({ code: "FORBIDDEN", message: "Invalid or expired requestState" });
      }
      if (!input.confirmed) return { resultType: "complete" as const, content: [{ type: "text", text: "Cancelled." }] };

      const { rolloutId } = await rollout(state.plan as DeployPlan);
      return { resultType: "complete" as const, content: [{ type: "text", text: `Rollout ${rolloutId} started.` }] };
    }),

  dropEnv: authedProcedure
    .input(z.object({ env: z.string().min(1), ...retryFields }))
    .mutation(async ({ ctx, input }) => {
      if (!input.requestState) {
        const token = ctx.stateService.seal(ctx.userId, "deploy_drop_env", { step: "confirm" }); // expect-todo: require-state-binding
        return needsConfirmation(`Really delete environment ${input.env}? This cannot be undone.`, token);
      }

      const state = ctx.stateService.open(input.requestState);
      if (!state || state.userId !== ctx.userId || state.tool !== "deploy_drop_env" || state.exp < Date.now()) {
        throw new TRPCError({ code: "FORBIDDEN", message: "Invalid or expired requestState" });
      }
      if (!input.confirmed) return { resultType: "complete" as const, content: [{ type: "text", text: "Cancelled." }] };

      await dropEnvironment(ctx.config.registryUrl, ctx.registryCreds.token, input.env);
      return { resultType: "complete" as const, content: [{ type: "text", text: `Environment ${input.env} deleted.` }] };
    }),
});

export const appRouter = router({ deploy: deployRouter });
export type AppRouter = typeof appRouter;
