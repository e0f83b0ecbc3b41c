// Builds the map of ops-runbook tools sharing one pending-confirmation store.
// @ts-nocheck
import { PendingConfirmations } from '../pending';
import { makeRestartService } from './restartService';
import type { Tool } from './types';

export const buildTools = (pending = new PendingConfirmations()): ReadonlyMap<string, Tool> =>
  new Map([makeRestartService(pending)].map((t) => [t.definition.name, t] as const));

export * from './types';
