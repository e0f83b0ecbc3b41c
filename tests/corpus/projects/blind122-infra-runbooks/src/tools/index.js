// Re-exports the restart and scale runbook tools.
export { default as restartTool } from './restart-service.js';
export * from './scale-deployment.js';
