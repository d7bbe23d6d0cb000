export * from './types';
export { createCepSandbox } from './sandbox';
export { createViaCepClient } from './viacep';
