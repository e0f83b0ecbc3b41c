export interface Env {
  MCP_OBJECT: DurableObjectNamespace;
  NOTES: KVNamespace;
  OAUTH_KV: KVNamespace;
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET: string;
  /** `wrangler secret put STATE_SIGNING_KEY`; not set under `wrangler dev` unless .dev.vars has it */
  STATE_SIGNING_KEY?: string;
}

// What the GitHub OAuth handler stores with the grant; the agent reads it as this.props.
export type Props = {
  login: string;
  name: string;
  email: string;
  accessToken: string;
};

export interface Note {
  id: string;
  title: string;
  body: string;
  tags: string[];
  updatedAt: string;
}
