import { defineNitroPlugin } from 'nitropack/runtime';
import { loadStateKey } from '../utils/state-codec';

// Fail the boot, not the first tool call, when the key is missing or short.
export default defineNitroPlugin(() => {
  loadStateKey();
});
