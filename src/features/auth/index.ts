// The auth feature's public API: the session, the identity for createdBy fields, and its screens.
export { SessionProvider } from './components/session-provider';
export { LoginPage } from './components/login-page';
export { RequireAuth } from './components/require-auth';
export { RequirePermission } from './components/require-permission';
export { usePermissions, useSession, useStaffIdentity } from './hooks/session-context';
export { SignedInForTests } from './components/signed-in-for-tests';
