import { Outlet } from 'react-router-dom';
import { EmptyState } from '@/components/ui/states';
import { usePermissions } from '../hooks/session-context';
import { authStrings as s } from '../strings';

/**
 * Screens for one 権限 and up: 'edit' (not 閲覧のみ: builders, editors, option lists) or 'admin'
 * (管理者: the 監査ログ). Anyone else sees why instead, and nothing of the screen mounts or reads.
 * The rules and the functions refuse the same, so this only spares a screen that cannot work.
 */
export function RequirePermission({ need }: { need: 'edit' | 'admin' }) {
  const { canEdit, isAdmin } = usePermissions();
  const allowed = need === 'admin' ? isAdmin : canEdit;
  if (allowed) return <Outlet />;
  return (
    <div role="alert" className="rounded-lg border border-slate-200 bg-white">
      <EmptyState
        title={need === 'admin' ? s.notAdminTitle : s.notEditorTitle}
        hint={need === 'admin' ? s.notAdminMessage : s.notEditorMessage}
      />
    </div>
  );
}
