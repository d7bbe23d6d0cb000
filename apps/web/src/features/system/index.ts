export { systemQueries, pingServer } from './api/system-queries';
export { useOpenCashShift, useCloseCashShift } from './api/cash-shift-mutations';
export { CashRegisterChip } from './components/cash-register-chip';
export { CashShiftPanel } from './components/cash-shift-panel';
export { OfflineBanner } from './components/offline-banner';
export { SystemStatusNotifier } from './components/system-status-notifier';
export { useReachabilityPoll } from './hooks/use-reachability-poll';
