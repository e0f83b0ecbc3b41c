import { assign, fromPromise, setup } from "xstate";
import { DeployPhase } from "../config.js";
import type { PlatformClient } from "../services/platform.js";
import type { DeployContext } from "../state/schemas.js";

export type DeployInput = Pick<DeployContext, "releaseId" | "environment" | "requestedBy">;

export type DeployEvent = { type: "CONFIRM" } | { type: "DECLINE" };

/**
 * resolving ──► awaitingConfirmation ──CONFIRM──► rollingOut ──► done
 *                        └──────────DECLINE──► cancelled
 *
 * The machine is paused in `awaitingConfirmation` between the two rounds of the
 * tool call; its persisted snapshot travels in requestState.
 */
export const createDeployMachine = (platform: PlatformClient) =>
  setup({
    types: {
      context: {} as DeployContext,
      events: {} as DeployEvent,
      input: {} as DeployInput,
    },
    actors: {
      resolveTarget: fromPromise(({ input }: { input: DeployInput }) =>
        platform.resolveTarget(input.environment, input.requestedBy),
      ),
      startRollout: fromPromise(({ input }: { input: DeployContext }) => platform.startRollout(input)),
    },
  }).createMachine({
    id: "deploy",
    context: ({ input }) => ({ ...input }),
    initial: DeployPhase.Resolving,
    states: {
      [DeployPhase.Resolving]: {
        invoke: {
          src: "resolveTarget",
          input: ({ context }) => context,
          onDone: {
            target: DeployPhase.AwaitingConfirmation,
            actions: assign({
              targetCluster: ({ event }) => event.output.cluster,
              currentRelease: ({ event }) => event.output.currentRelease,
              deployToken: ({ event }) => event.output.deployToken, // expect-todo: no-secrets-in-state
            }),
          },
          onError: {
            target: DeployPhase.Failed,
            actions: assign({ error: ({ event }) => String(event.error) }),
          },
        },
      },
      [DeployPhase.AwaitingConfirmation]: {
        on: {
          CONFIRM: DeployPhase.RollingOut,
          DECLINE: DeployPhase.Cancelled,
        },
      },
      [DeployPhase.RollingOut]: {
        invoke: {
          src: "startRollout",
          input: ({ context }) => context,
          onDone: {
            target: DeployPhase.Done,
            actions: assign({ rolloutId: ({ event }) => event.output.rolloutId }),
          },
          onError: {
            target: DeployPhase.Failed,
            actions: assign({ error: ({ event }) => String(event.error) }),
          },
        },
      },
      [DeployPhase.Done]: { type: "final" },
      [DeployPhase.Cancelled]: { type: "final" },
      [DeployPhase.Failed]: { type: "final" },
    },
  });

export type DeployMachine = ReturnType<typeof createDeployMachine>;
