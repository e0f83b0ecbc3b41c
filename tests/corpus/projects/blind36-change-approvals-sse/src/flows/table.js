// The approval conversation as a plain transition table: step -> answer -> next step.
// A target may be a function of the flow's context (production changes need a reason).

export const approvalTable = {
  review: {
    approve: (flow) => (flow.environment === 'production' ? 'justify' : 'confirm'),
    reject: 'rejected',
  },
  justify: {
    submit: 'confirm',
    back: 'review',
  },
  confirm: {
    yes: 'approved',
    no: 'review',
  },
};

export const FINAL_STEPS = new Set(['approved', 'rejected']);

/** Next step for `event` in `flow.step`, or null when the table has no such edge. */
export function transition(flow, event) {
  const edges = Object.hasOwn(approvalTable, flow.step) ? approvalTable[flow.step] : undefined;
  if (!edges || !Object.hasOwn(edges, event)) return null;
  const target = edges[event];
  return typeof target === 'function' ? target(flow) : target;
}
