import { type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('api/mcp', 'routes/api.mcp.ts'),
  route('webhooks/github', 'routes/webhooks.github.ts'),
] satisfies RouteConfig;
