// @brasa/domain: pure rules from the spec, no IO (runs in Node and in the browser).
export * from './result';
export * from './money';
export * from './documents';
export * from './masks';
export * from './periods';
export * from './order-types';
export * from './order-status';
export * from './messages';
export * from './roles';
export * from './route-table';
export * from './order-totals';
export * from './barcode';
export * from './combo';
export * from './item-rules';
export * from './order-entry-rules';
