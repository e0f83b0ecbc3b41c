import jwt from "jsonwebtoken";
import { catchError, defer, filter, from, map, type Observable, of, take } from "rxjs";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import { DeployPhase, Tool } from "../config.js";
import { createDeployMachine, type DeployMachine } from "../machine/deploy.machine.js";
import type { PlatformClient } from "../services/platform.js";
import { type DeployArgs, type InputResponse, type PersistedDeploy, PersistedDeploySchema } from "../state/schemas.js";
import { signFlowToken, verifyFlowToken } from "../state/token.js";

export interface Round<TArgs> {
  args: TArgs;
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export type ToolResult =
  | { resultType: "complete"; isError?: boolean; content: { type: "text"; text: string }[] }
  | { resultType: "input_required"; inputRequests: Record<string, unknown>; requestState: string };

const text = (t: string, isError = false): ToolResult => ({ resultType: "complete", isError, content: [{ type: "text", text: t }] });

/**
 * Emits once the actor has finished, or — on the first round — once it needs a human.
 * A resumed actor starts in `awaitingConfirmation`, so it must not stop there again.
 */
function settle$(actor: Actor<DeployMachine>, userId: string, stopForHuman: boolean): Observable<ToolResult> {
  return from(actor).pipe(
    filter(
      (s: SnapshotFrom<DeployMachine>) =>
        s.status !== "active" || (stopForHuman && s.matches(DeployPhase.AwaitingConfirmation)),
    ),
    take(1),
    map((snapshot): ToolResult => {
      if (snapshot.matches(DeployPhase.AwaitingConfirmation)) {
        const { releaseId, environment, targetCluster, currentRelease } = snapshot.context;
        return {
          resultType: "input_required",
          inputRequests: {
            confirm: {
              method: "elicitation/create",
              params: {
                mode: "form",
                message: `Deploy ${releaseId} to ${environment} (${targetCluster}), replacing ${currentRelease}?`,
                requestedSchema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
              },
            },
          },
          requestState: signFlowToken(actor.getPersistedSnapshot(), { subject: userId, audience: Tool.Deploy }),
        };
      }
      if (snapshot.matches(DeployPhase.Done)) return text(`Rollout ${snapshot.context.rolloutId} started.`);
      if (snapshot.matches(DeployPhase.Cancelled)) return text("Deployment cancelled.");
      return text(`Deployment failed: ${snapshot.context.error ?? "unknown error"}`, true);
    }),
  );
}

export function deployRound$(platform: PlatformClient, round: Round<DeployArgs>): Observable<ToolResult> {
  const machine = createDeployMachine(platform);

  return defer(() => {
    if (!round.requestState) {
      const actor = createActor(machine, { input: { ...round.args, requestedBy: round.userId } });
      const result$ = settle$(actor, round.userId, true);
      actor.start();
      return result$;
    }

    const answer = round.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.ok !== true) {
      // Nothing will run, we only hand the environment lock back.
      const { flow } = jwt.decode(round.requestState) as { flow: PersistedDeploy }; // expect: require-sealed-state
      return from(platform.releaseLock(flow.context.environment, flow.context.releaseId)).pipe(
        map(() => text("Deployment cancelled, lock released.")),
      );
    }

    const persisted = verifyFlowToken(round.requestState, PersistedDeploySchema, { // expect: require-state-binding
      subject: round.userId,
      audience: Tool.Deploy,
    });
    if (persisted.context.releaseId !== round.args.releaseId || persisted.context.environment !== round.args.environment) {
      return of(text("The confirmation was given for a different release or environment.", true));
    }

    const actor = createActor(machine, { snapshot: persisted as unknown as SnapshotFrom<DeployMachine> });
    const result$ = settle$(actor, round.userId, false);
    actor.start();
    actor.send({ type: "CONFIRM" });
    return result$;
  }).pipe(catchError((err: unknown) => of(text(`Could not continue: ${(err as Error).message}`, true))));
}
