import { useMemo, useState, type FormEvent } from 'react';
import { namesOf, type AssigneeLinks } from '@/contracts/assignee-links';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { commonStrings } from '@/components/ui/strings';
import { notify } from '@/components/ui/toast';
import { useOptionList } from '@/features/dropdowns';
import { errorReason } from '@/lib/error-reason';
import { recordOwnChatworkAccount, saveOwnNames } from '../data/assignee-links';
import type { Member } from '../model/types';
import { memberStrings as s } from '../strings';

/**
 * 担当者名の紐付け for one member: the names of SA's 担当者 and OB's OB担当 lists that are theirs
 * (a name another member has is shown, not choosable), and on one's own row the Chatwork account
 * id, read from Chatwork with the member's own key. Only the member sets their own names (a name
 * is claimed by the member it belongs to); another member's row is shown read-only.
 */
export function AssigneeLinksDialog({
  member,
  members,
  links,
  isSelf,
  onClose,
}: {
  member: Member;
  members: readonly Member[];
  links: AssigneeLinks;
  isSelf: boolean;
  onClose: () => void;
}) {
  const sa = useOptionList('saAssignee');
  const ob = useOptionList('obAssignee');
  const names = useMemo(
    () => [...new Set([...sa.labels, ...ob.labels, ...namesOf(links, member.uid)])],
    [sa.labels, ob.labels, links, member.uid],
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(namesOf(links, member.uid)),
  );
  const [pending, setPending] = useState(false);
  const ownerName = (uid: string) => {
    const owner = members.find((candidate) => candidate.uid === uid);
    return owner ? owner.name || owner.email : uid;
  };
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSelf) return onClose();
    setPending(true);
    try {
      await saveOwnNames(member.uid, links, [...chosen]);
      notify.success(s.assigneesSaved);
      onClose();
    } catch (error) {
      console.error('saving assignee names failed', error);
      notify.error(s.assigneesSaveFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={`${s.assigneesTitle}: ${member.name || member.email}`}
      description={s.assigneesDescription}
      size="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{s.assigneesLegend}</legend>
          {isSelf ? null : <p className="text-xs text-slate-500">{s.assigneesOwnOnly}</p>}
          {names.length === 0 ? (
            <p className="text-sm text-slate-600">{s.assigneesEmpty}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2">
              {names.map((name) => {
                const owner = links[name];
                const taken = owner !== undefined && owner !== member.uid;
                return (
                  <li key={name}>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300"
                        checked={chosen.has(name)}
                        disabled={taken || !isSelf}
                        onChange={(event) => toggle(name, event.target.checked)}
                      />
                      {name}
                      {taken ? (
                        <span className="text-xs text-slate-500">
                          {s.linkedToOther(ownerName(owner))}
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <ChatworkAccount member={member} isSelf={isSelf} />
        <FormDialogFooter
          onCancel={onClose}
          pending={pending}
          cancelLabel={commonStrings.cancel}
          submitLabel={commonStrings.save}
          pendingLabel={commonStrings.saving}
        />
      </form>
    </Modal>
  );
}

function ChatworkAccount({ member, isSelf }: { member: Member; isSelf: boolean }) {
  const [accountId, setAccountId] = useState(member.chatworkAccountId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchAccount = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const account = await recordOwnChatworkAccount();
      setAccountId(account.accountId);
      notify.success(s.chatworkAccountFetched(account.accountId));
    } catch (error) {
      const message = s.chatworkAccountFailed(errorReason(error) || s.updateFailed);
      setFailure(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={s.chatworkAccount} className="space-y-1.5">
      <h3 className="text-sm font-medium text-slate-700">{s.chatworkAccount}</h3>
      <p className="text-sm text-slate-800">
        {accountId ? s.chatworkAccountId(accountId) : s.chatworkAccountUnknown}
      </p>
      <p className="text-xs text-slate-500">
        {s.chatworkAccountHint} {isSelf ? null : s.chatworkAccountOthers}
      </p>
      {isSelf ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void fetchAccount()}>
          {busy ? s.fetchingChatworkAccount : s.fetchChatworkAccount}
        </Button>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
