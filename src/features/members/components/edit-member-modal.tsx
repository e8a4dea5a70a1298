import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { hasChatworkKey } from '../data/chatwork-key';
import { editMemberPorts } from '../data/members';
import {
  MemberUpdateError,
  passwordProblemMessage,
  saveMemberEdit,
  updateFailureMessage,
  type EditMemberPorts,
} from '../model/edit-member';
import { validateEditMember } from '../model/member-form';
import type { Member, RoleChoice } from '../model/types';
import { memberStrings } from '../strings';
import { CurrentPasswordDialog } from './current-password-dialog';
import { RoleFields } from './role-fields';

/** The key is write-only: the modal knows only whether one is set; an empty field keeps it. */
type KeyState = { status: 'loading' } | { status: 'ready'; isSet: boolean } | { status: 'error' };

/**
 * Edit a member: name and e-mail (the record only, not the sign-in address), the Chatwork key
 * on one's own row only, an optional new password. Mount it while editing (key = member id).
 */
export function EditMemberModal({
  member,
  isSelf,
  editorUid,
  canManage,
  onClose,
  ports = editMemberPorts,
  readKey = hasChatworkKey,
}: {
  member: Member;
  isSelf: boolean;
  /** The signed-in member making the edit. */
  editorUid: string;
  /** An administrator: may change the 権限 (and edit anyone). */
  canManage: boolean;
  onClose: () => void;
  ports?: EditMemberPorts;
  /** Whether the member's key is set: the key itself is never read back (write-only). */
  readKey?: (uid: string) => Promise<boolean>;
}) {
  const id = useId();
  const [name, setName] = useState(member.name);
  const [email, setEmail] = useState(member.email);
  const [chatworkKey, setChatworkKey] = useState('');
  const [keyState, setKeyState] = useState<KeyState>(
    isSelf ? { status: 'loading' } : { status: 'ready', isSet: false },
  );
  const [newPassword, setNewPassword] = useState('');
  const [roleChoice, setRoleChoice] = useState<RoleChoice>({
    role: member.permissions.role,
    canExport: member.permissions.canExport,
  });
  const [error, setError] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!isSelf) return;
    let active = true;
    readKey(member.uid).then(
      (isSet) => {
        if (active) setKeyState({ status: 'ready', isSet });
      },
      (caught: unknown) => {
        console.error('reading the Chatwork key failed', caught);
        if (active) setKeyState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [isSelf, member.uid, readKey]);

  const save = async (currentPassword: string | null) => {
    setPending(true);
    setError(null);
    const canSaveKey = isSelf && keyState.status === 'ready';
    try {
      const result = await saveMemberEdit(
        {
          member,
          isSelf,
          by: editorUid,
          input: {
            name,
            email,
            newPassword,
            chatworkKey: canSaveKey ? chatworkKey : undefined,
            roleChoice: canManage ? roleChoice : undefined,
          },
          // Never read back: an empty field leaves the stored key as it is.
          loadedChatworkKey: '',
          currentPassword,
        },
        ports,
      );
      if (canSaveKey && chatworkKey.trim() !== '') {
        setKeyState({ status: 'ready', isSet: true });
        setChatworkKey('');
      }
      const problem = passwordProblemMessage(result);
      if (problem) {
        // The info update stands; the modal stays open so the password can be fixed.
        setError(problem);
        return;
      }
      notify.success(
        result === 'changed' ? memberStrings.updatedWithPassword : memberStrings.updated,
      );
      onClose();
    } catch (caught) {
      console.error(
        'updating a member failed',
        caught instanceof MemberUpdateError ? caught.cause : caught,
      );
      notify.error(updateFailureMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateEditMember({ name, email, newPassword });
    setError(invalid);
    if (invalid) return;
    if (!isSelf && newPassword !== '') {
      setIsAsking(true);
      return;
    }
    void save(null);
  };

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <>
      <Modal
        open
        onOpenChange={(next) => !next && !pending && onClose()}
        title={memberStrings.editTitle}
        size="md"
      >
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : null}
          <FormField id={`${id}-name`} label={memberStrings.name} required>
            <TextInput
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={name.trim() === '' && error !== null}
              aria-describedby={describedBy}
            />
          </FormField>
          <FormField
            id={`${id}-email`}
            label={memberStrings.email}
            required
            hint={<span id={`${id}-email-hint`}>{memberStrings.emailHint}</span>}
          >
            <TextInput
              id={`${id}-email`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={email.trim() === '' && error !== null}
              aria-describedby={[`${id}-email-hint`, describedBy].filter(Boolean).join(' ')}
            />
          </FormField>
          {canManage ? (
            <RoleFields
              idPrefix={id}
              value={roleChoice}
              onChange={setRoleChoice}
              disabled={pending}
            />
          ) : null}
          {isSelf ? (
            <FormField
              id={`${id}-chatwork`}
              label={memberStrings.chatworkKey}
              hint={
                keyState.status === 'error'
                  ? memberStrings.chatworkKeyLoadFailed
                  : keyState.status === 'ready' && keyState.isSet
                    ? memberStrings.chatworkKeySetHint
                    : memberStrings.chatworkKeyHint
              }
            >
              <TextInput
                id={`${id}-chatwork`}
                value={chatworkKey}
                autoComplete="off"
                spellCheck={false}
                disabled={keyState.status !== 'ready'}
                onChange={(event) => setChatworkKey(event.target.value)}
              />
            </FormField>
          ) : null}
          <FormField
            id={`${id}-password`}
            label={memberStrings.newPassword}
            hint={isSelf ? memberStrings.newPasswordOwnHint : memberStrings.newPasswordOtherHint}
          >
            <TextInput
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              aria-describedby={describedBy}
            />
          </FormField>
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            cancelLabel={memberStrings.cancel}
            submitLabel={memberStrings.save}
            pendingLabel={memberStrings.saving}
          />
        </form>
      </Modal>
      <CurrentPasswordDialog
        open={isAsking}
        memberName={member.name || member.email}
        onDone={(currentPassword) => {
          setIsAsking(false);
          void save(currentPassword);
        }}
      />
    </>
  );
}
