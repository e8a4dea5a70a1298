// The 監査ログ screen, lazy-loaded by the router (管理者 only).
export { AuditLogPage } from './components/audit-log-page';
