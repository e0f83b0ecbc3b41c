export { RegistryService, type PushCredentials } from './registry.js';
export { DeploymentService, type Rollout } from './deployments.js';
