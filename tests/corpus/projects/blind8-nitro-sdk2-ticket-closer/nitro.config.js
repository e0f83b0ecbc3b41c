import { defineNitroConfig } from 'nitropack/config';

export default defineNitroConfig({
  srcDir: 'server',
  runtimeConfig: { helpdeskUrl: 'https://helpdesk.internal' },
});
