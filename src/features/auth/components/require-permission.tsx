import { Outlet } from 'react-router-dom';
import { Card, Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/states';
import { usePermissions } from '../hooks/session-context';
import { authStrings as s } from '../strings';

/**
 * Screens for one 権限 and up: 'edit' (not 閲覧のみ: builders, editors, option lists) or 'admin'
 * (管理者: the 監査ログ, 開示・消去). Anyone else sees why instead, on the shell's usual page, and
 * nothing of the screen mounts or reads. The rules and the functions refuse the same, so this
 * only spares a screen that cannot work.
 */
export function RequirePermission({ need }: { need: 'edit' | 'admin' }) {
  const { canEdit, isAdmin } = usePermissions();
  if (need === 'admin' ? isAdmin : canEdit) return <Outlet />;
  const admin = need === 'admin';
  return (
    <Page title={admin ? s.notAdminTitle : s.notEditorTitle}>
      <Card>
        <div role="alert">
          <EmptyState
            title={admin ? s.notAdminTitle : s.notEditorTitle}
            hint={admin ? s.notAdminMessage : s.notEditorMessage}
          />
        </div>
      </Card>
    </Page>
  );
}
