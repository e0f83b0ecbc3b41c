// Shared plugin types for tenant config and plugin context, plus a helper that builds form elicitations.
// @ts-nocheck
import type { ToolPipeline } from '../pipeline';

export interface TenantConfig {
  tenantId: string;
  crmBaseUrl: string;
  apiKey: string;
}

export interface PluginContext {
  pipeline: ToolPipeline;
  tenants: { get(tenantId: string): Promise<TenantConfig> };
}

export interface CrmPlugin {
  name: string;
  setup(ctx: PluginContext): void;
}

export const elicit = (message: string, properties: Record<string, unknown>, required: string[]) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
