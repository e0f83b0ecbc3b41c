// Second link of the chain.
export { deepSign } from './d.js';
