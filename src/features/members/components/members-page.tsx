import { Pencil, Plus, Trash2, UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, Page } from '@/components/ui/page';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { roleDetail } from '@/contracts/roles';
import { errorReason } from '@/lib/error-reason';
import { useLiveList } from '@/lib/use-live-list';
import { formatDate } from '@/lib/format';
import type { AssigneeLinks } from '@/contracts/assignee-links';
import { namesOf } from '@/contracts/assignee-links';
import { useAssigneeLinks } from '../hooks/use-assignee-links';
import { deleteMemberRecord, subscribeMembers } from '../data/members';
import type { Member } from '../model/types';
import { memberStrings } from '../strings';
import { AddMemberModal } from './add-member-modal';
import { AssigneeLinksDialog } from './assignee-links-dialog';
import { EditMemberModal } from './edit-member-modal';

const NO_LINKS: AssigneeLinks = {};

/** /members: administrator accounts (spec part 2, sections 2, 5, 8). */
export function MembersPage() {
  const me = useStaffIdentity();
  // Only a 管理者 adds, deletes or edits others and changes roles (the rules and callables agree).
  const { isAdmin } = usePermissions();
  const selfHintId = useId();
  const { state, reload } = useLiveList(subscribeMembers, (error) => {
    console.error('listing members failed', error);
    notify.error(memberStrings.loadFailed);
  });
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [linking, setLinking] = useState<Member | null>(null);
  const storedLinks = useAssigneeLinks();
  // Until the links are read, the dialog would start from none and could erase a member's names.
  const links = storedLinks ?? NO_LINKS;

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      // The record shown, by its document id (a legacy record's id may differ from its uid).
      await deleteMemberRecord(deleting.id);
      notify.success(memberStrings.deleted);
      setDeleting(null);
    } catch (error) {
      console.error('deleting a member failed', error);
      notify.error(memberStrings.deleteFailed(errorReason(error)));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Page
      title={memberStrings.title}
      actions={
        isAdmin ? (
          <Button onClick={() => setIsAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {memberStrings.addButton}
          </Button>
        ) : null
      }
    >
      <span id={selfHintId} hidden>
        {memberStrings.cannotDeleteSelf}
      </span>
      <Card>
        <AsyncView
          state={state}
          onRetry={reload}
          errorMessage={memberStrings.loadFailed}
          loading={<LoadingState text={memberStrings.loading} />}
          isEmpty={(members) => members.length === 0}
          empty={<EmptyState title={memberStrings.empty} hint={memberStrings.emptyHint} />}
        >
          {(members) => (
            <Table>
              <thead>
                <tr>
                  <Th>{memberStrings.columnName}</Th>
                  <Th>{memberStrings.columnEmail}</Th>
                  <Th>{memberStrings.columnRole}</Th>
                  <Th>{memberStrings.columnCreatedAt}</Th>
                  <Th>{memberStrings.columnAssignees}</Th>
                  <Th className="w-36 text-right">{memberStrings.columnActions}</Th>
                </tr>
              </thead>
              <TBody>
                {members.map((member) => {
                  const isSelf = member.uid === me.uid;
                  const label = member.name || member.email;
                  return (
                    <tr key={member.id}>
                      <Td className="font-medium text-slate-900">
                        <span className="inline-flex items-center gap-2">
                          {member.name}
                          {isSelf ? <Badge tone="blue">{memberStrings.selfTag}</Badge> : null}
                        </span>
                      </Td>
                      <Td>{member.email}</Td>
                      <Td className="whitespace-nowrap">{roleDetail(member.permissions)}</Td>
                      <Td className="whitespace-nowrap">{formatDate(member.createdAt)}</Td>
                      <Td>
                        {namesOf(links, member.uid).join('、') || (
                          <span className="text-muted">{memberStrings.noAssignees}</span>
                        )}
                      </Td>
                      <Td>
                        <div className="flex justify-end gap-1">
                          <IconButton
                            label={memberStrings.assigneesLabel(label)}
                            disabled={storedLinks === null}
                            onClick={() => setLinking(member)}
                          >
                            <UserCheck className="h-4 w-4" aria-hidden />
                          </IconButton>
                          {isAdmin || isSelf ? (
                            <IconButton
                              label={memberStrings.editLabel(label)}
                              onClick={() => setEditing(member)}
                            >
                              <Pencil className="h-4 w-4" aria-hidden />
                            </IconButton>
                          ) : null}
                          {isAdmin ? (
                            <IconButton
                              label={memberStrings.deleteLabel(label)}
                              className="hover:bg-red-50 hover:text-red-600"
                              disabled={isSelf}
                              {...(isSelf
                                ? {
                                    title: memberStrings.cannotDeleteSelf,
                                    'aria-describedby': selfHintId,
                                  }
                                : {})}
                              onClick={() => setDeleting(member)}
                            >
                              <Trash2 className="h-4 w-4" aria-hidden />
                            </IconButton>
                          ) : null}
                        </div>
                      </Td>
                    </tr>
                  );
                })}
              </TBody>
            </Table>
          )}
        </AsyncView>
      </Card>
      <AddMemberModal open={isAdding} onClose={() => setIsAdding(false)} />
      {editing ? (
        <EditMemberModal
          key={editing.id}
          member={editing}
          isSelf={editing.uid === me.uid}
          editorUid={me.uid}
          canManage={isAdmin}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {linking && state.status === 'success' ? (
        <AssigneeLinksDialog
          key={linking.id}
          member={linking}
          members={state.data}
          links={links}
          isSelf={linking.uid === me.uid}
          onClose={() => setLinking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={memberStrings.deleteTitle}
        message={deleting ? memberStrings.deleteMessage(deleting.name, deleting.email) : ''}
        confirmLabel={memberStrings.deleteConfirm}
        pending={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
