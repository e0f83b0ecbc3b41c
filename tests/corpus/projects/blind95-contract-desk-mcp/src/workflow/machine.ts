// A tiny state-chart engine: named states, the question each asks, and transitions chosen from the answer.
// @ts-nocheck
export interface StateNode<C> {
  ask?: (ctx: C) => { message: string; schema: Record<string, unknown> };
  on?: (ctx: C, answer: Record<string, unknown>) => { to: string; ctx?: C };
  final?: boolean;
}

export interface Machine<C> {
  id: string;
  initial: string;
  states: Record<string, StateNode<C>>;
}

export interface Snapshot<C> {
  at: string;
  ctx: C;
  history: string[];
}

export function defineMachine<C>(machine: Machine<C>): Machine<C> {
  if (!machine.states[machine.initial]) throw new Error(`${machine.id}: initial state ${machine.initial} is missing`);
  for (const [name, node] of Object.entries(machine.states)) {
    if (!node.final && (!node.ask || !node.on)) throw new Error(`${machine.id}: state ${name} must ask and transition`);
  }
  return machine;
}

export function start<C>(machine: Machine<C>, ctx: C): Snapshot<C> {
  return { at: machine.initial, ctx, history: [] };
}

export function send<C>(machine: Machine<C>, snap: Snapshot<C>, answer: Record<string, unknown>): Snapshot<C> {
  const node = machine.states[snap.at];
  if (!node || node.final) return snap;
  const { to, ctx } = node.on(snap.ctx, answer);
  if (!machine.states[to]) throw new Error(`${machine.id}: no state named ${to}`);
  return { at: to, ctx: ctx ?? snap.ctx, history: [...snap.history, snap.at].slice(-20) };
}

export function pendingQuestion<C>(machine: Machine<C>, snap: Snapshot<C>) {
  const node = machine.states[snap.at];
  return node && !node.final ? node.ask(snap.ctx) : null;
}

export function isFinal<C>(machine: Machine<C>, snap: Snapshot<C>): boolean {
  return Boolean(machine.states[snap.at]?.final);
}
