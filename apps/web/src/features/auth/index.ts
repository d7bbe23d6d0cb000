export { sessionQueries } from './api/session-queries';
export { CourierLoginPage } from './components/courier-login-page';
export { LoadTokenPage } from './components/load-token-page';
export { LoginPage } from './components/login-page';
export { SystemSwitcher } from './components/system-switcher';
export { UnifiedLoginPage } from './components/unified-login-page';
export { useProfileRefresh } from './hooks/use-profile-refresh';
export { useSignOut } from './hooks/use-sign-out';
