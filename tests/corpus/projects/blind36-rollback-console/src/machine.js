import { assign, setup } from 'xstate';

/**
 * The rollback wizard. The actor lives for one tool call; between rounds its persisted
 * snapshot travels (sealed) in the requestState.
 *
 *   choosingTarget --TARGET_CHOSEN--> confirming --CONFIRMED--> rollingBack
 *          \______________ABORT_______________/----------------> aborted
 */
export const rollbackMachine = setup({
  guards: {
    isCandidate: ({ context, event }) => context.candidates.includes(event.release),
  },
}).createMachine({
  id: 'rollback',
  initial: 'choosingTarget',
  context: ({ input }) => ({
    service: input.service,
    environment: input.environment,
    current: input.current,
    candidates: input.candidates,
    target: null,
    lockId: null,
  }),
  states: {
    choosingTarget: {
      on: {
        TARGET_CHOSEN: {
          guard: 'isCandidate',
          target: 'confirming',
          actions: assign({ target: ({ event }) => event.release }),
        },
        ABORT: 'aborted',
      },
    },
    confirming: {
      on: {
        LOCKED: { actions: assign({ lockId: ({ event }) => event.lockId }) },
        CONFIRMED: { target: 'rollingBack', guard: ({ context }) => context.lockId !== null },
        ABORT: 'aborted',
      },
    },
    rollingBack: { type: 'final' },
    aborted: { type: 'final' },
  },
});
