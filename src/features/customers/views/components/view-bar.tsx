import { Star, Trash2, Users } from 'lucide-react';
import { usePermissions } from '@/features/auth';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { useMemberNames } from '@/features/members';
import type { SavedView } from '../data/views-store';
import type { CustomerView } from '../hooks/use-customer-view';
import { viewStrings as s } from '../../strings';

const NAME_MAX = 100;

/**
 * Above the toolbar: the view picker (標準, the team's views, the member's own), who saved a
 * shared view and when, and, once the state on screen differs from the view, 未保存の変更 with
 * 保存 / 別名で保存 / 元に戻す. The member's default view and deleting their own views too.
 */
export function ViewBar({ view, uid }: { view: CustomerView; uid: string }) {
  const pickerId = useId();
  // 閲覧のみ keeps personal views: a shared one is saved under another name, as their own.
  const { canEdit } = usePermissions();
  const [savingAs, setSavingAs] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { current, views } = view;
  // Who saved and who owns a view are named from the members list by uid: a view's stored name
  // texts are whatever the writer sent.
  const memberNames = useMemberNames();
  const team = views.filter((v) => v.shared);
  const mine = views.filter((v) => !v.shared);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={pickerId} className="font-medium text-slate-700">
        {s.view}
      </label>
      <select
        id={pickerId}
        className="h-9 min-w-44 rounded-md border border-slate-300 bg-white px-2 text-sm"
        value={current?.id ?? ''}
        onChange={(event) => view.select(event.target.value || null)}
      >
        <option value="">{s.standard}</option>
        <ViewGroup label={s.teamGroup} views={team} />
        <ViewGroup label={s.personalGroup} views={mine} />
      </select>
      {current ? (
        <span className="text-muted flex items-center gap-1.5 text-xs">
          <Badge tone={current.shared ? 'blue' : 'gray'}>
            {current.shared ? <Users className="mr-1 h-3 w-3" aria-hidden /> : null}
            {current.shared ? s.shared : s.personal}
          </Badge>
          {current.shared && memberNames ? (
            <span>
              {s.savedBy(
                memberNames.get(current.updatedBy) ?? s.formerMember,
                formatDateTime(current.updatedAt),
              )}
              {current.ownerUid !== current.updatedBy
                ? ` ${s.ownedBy(memberNames.get(current.ownerUid) ?? s.formerMember)}`
                : null}
            </span>
          ) : null}
        </span>
      ) : null}
      {view.isDefault ? (
        <span className="text-muted flex items-center gap-1 text-xs">
          <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden />
          {s.isDefault}
        </span>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => void view.makeDefault()}>
          <Star className="h-3.5 w-3.5" aria-hidden />
          {s.makeDefault}
        </Button>
      )}
      {current && current.ownerUid === uid ? (
        <IconButton label={s.deleteView} onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden />
        </IconButton>
      ) : null}
      {view.changed ? (
        <span className="flex items-center gap-2" role="group" aria-label={s.unsaved}>
          <Badge tone="yellow">{s.unsaved}</Badge>
          {!current || canEdit || current.ownerUid === uid ? (
            <Button size="sm" onClick={() => (current ? void view.save() : setSavingAs(true))}>
              {s.save}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setSavingAs(true)}>
            {s.saveAs}
          </Button>
          <Button variant="ghost" size="sm" onClick={view.revert}>
            {s.revert}
          </Button>
        </span>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setSavingAs(true)}>
          {s.saveAs}
        </Button>
      )}
      <SaveAsDialog
        open={savingAs}
        onClose={() => setSavingAs(false)}
        onSave={view.saveAs}
        suggestedName={current ? `${current.name}（コピー）` : ''}
        canShare={canEdit}
      />
      <ConfirmDialog
        open={deleting && current !== null}
        title={s.deleteTitle}
        message={s.deleteQuestion(current?.name ?? '')}
        confirmLabel={s.delete}
        onConfirm={() => {
          if (current) void view.remove(current);
          setDeleting(false);
        }}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}

/** One group of the picker's options (none when it has no view). */
function ViewGroup({ label, views }: { label: string; views: readonly SavedView[] }) {
  if (views.length === 0) return null;
  return (
    <optgroup label={label}>
      {views.map((view) => (
        <option key={view.id} value={view.id}>
          {view.name}
        </option>
      ))}
    </optgroup>
  );
}

/** 別名で保存: a name and who sees it (自分のみ / チーム). */
function SaveAsDialog({
  open,
  onClose,
  onSave,
  suggestedName,
  canShare,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => Promise<boolean>;
  /** 閲覧のみ keeps personal views only: no チーム choice. */
  canShare: boolean;
  suggestedName: string;
}) {
  const nameId = useId();
  const [name, setName] = useState<string | null>(null);
  const [audience, setAudience] = useState<'personal' | 'shared'>('personal');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = name ?? suggestedName;
  const close = () => {
    setName(null);
    setError(null);
    setAudience('personal');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(s.nameRequired);
    if (trimmed.length > NAME_MAX) return setError(s.nameTooLong);
    setPending(true);
    const ok = await onSave(trimmed, audience === 'shared');
    setPending(false);
    if (ok) close();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && close()}
      title={s.saveAsTitle}
      description={s.saveAsDescription}
      size="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          id={nameId}
          label={s.name}
          value={value}
          error={error}
          maxLength={NAME_MAX + 20}
          onValue={(text) => {
            setName(text);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter that confirms a kana-kanji conversion must not save.
            if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
          }}
          data-autofocus
        />
        <RadioGroup
          name={`${nameId}-audience`}
          legend={s.audience}
          value={audience}
          stacked
          onChange={setAudience}
          options={[
            { value: 'personal', label: s.personal, hint: s.personalHint },
            ...(canShare
              ? [{ value: 'shared' as const, label: s.shared, hint: s.sharedHint }]
              : []),
          ]}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {s.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {s.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
