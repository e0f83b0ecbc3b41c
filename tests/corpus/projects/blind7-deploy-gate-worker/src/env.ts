export interface Env {
  PIPELINE_API: string;
  STATE_TTL_SECONDS: string;
  STATE_SIGNING_KEY?: string;
  SESSIONS: KVNamespace;
}

export interface Caller {
  userId: string;
  teams: string[];
}

export type Vars = { caller: Caller };
