// CRM settings read from the environment: the API base URL and the default sales pipeline.
// @ts-nocheck
export class CrmConfig {
  readonly #env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.#env = env;
  }

  get apiBase(): string {
    return this.#env.CRM_API_BASE ?? 'https://api.crm.example.com/v3';
  }

  get defaultPipeline(): string {
    return this.#env.CRM_PIPELINE ?? 'sales';
  }
}
