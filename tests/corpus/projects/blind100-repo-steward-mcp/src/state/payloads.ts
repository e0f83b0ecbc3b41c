// Request-state payloads per tool, each carrying its tool name and a digest of the call's arguments.
// @ts-nocheck
import { createHash } from "node:crypto";

export enum StewardTool {
  DeleteBranch = "delete_branch",
  ArchiveRepository = "archive_repository",
  TransferIssue = "transfer_issue",
}

export const FORGE_API_VERSION = "2022-11-28" as const;

interface StateBase<K extends StewardTool> {
  readonly tool: K;
  readonly argsDigest: string;
  readonly apiVersion: typeof FORGE_API_VERSION;
}

export interface DeleteBranchState extends StateBase<StewardTool.DeleteBranch> {
  readonly headSha: string;
}

export interface ArchiveRepositoryState extends StateBase<StewardTool.ArchiveRepository> {
  readonly openPulls: number;
  readonly pushedAt: string;
}

export interface TransferIssueState extends StateBase<StewardTool.TransferIssue> {
  readonly candidates: readonly string[];
}

export type StewardState = DeleteBranchState | ArchiveRepositoryState | TransferIssueState;

export type StateFor<K extends StewardTool> = Extract<StewardState, { tool: K }>;

type Fields<K extends StewardTool> = Omit<StateFor<K>, keyof StateBase<K>>;

export class StateMismatch extends Error {
  constructor(detail: string) {
    super(`request state does not belong to this call (${detail})`);
    this.name = "StateMismatch";
  }
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function digestArgs(tool: StewardTool, args: unknown): string {
  return createHash("sha256").update(JSON.stringify([tool, stable(args)])).digest("hex");
}

export function stateFor<K extends StewardTool>(tool: K, args: unknown, fields: Fields<K>): StateFor<K> {
  return { ...fields, tool, argsDigest: digestArgs(tool, args), apiVersion: FORGE_API_VERSION } as StateFor<K>;
}

export function assertStateFor<K extends StewardTool>(
  state: unknown,
  tool: K,
  args: unknown,
): asserts state is StateFor<K> {
  if (typeof state !== "object" || state === null) {
    throw new StateMismatch("missing");
  }
  const s = state as Partial<StateBase<StewardTool>>;
  if (s.tool !== tool) {
    throw new StateMismatch("tool");
  }
  if (s.argsDigest !== digestArgs(tool, args)) {
    throw new StateMismatch("arguments");
  }
}
