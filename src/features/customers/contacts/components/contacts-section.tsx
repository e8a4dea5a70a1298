import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { notify } from '@/components/ui/toast';
import type { CustomerTable } from '@/contracts/collections';
import { sortContacts, type Contact } from '../model/contact-model';
import { ContactFormDialog } from './contact-form-dialog';
import { deleteContact, subscribeContacts } from '../data/contacts-store';
import { contactStrings as s } from '../strings';
import { useRowLive } from '../hooks/use-row-live';

/**
 * The region 先方担当者 on a company's page: its people (氏名, 部署, 役職, メール, 電話, the 主担当
 * first and marked), 担当者を追加, and per person 編集 and 削除.
 */
export function ContactsSection({
  table,
  rowId,
  uid,
  canEdit,
  LinkAction,
}: {
  table: CustomerTable;
  rowId: string;
  uid: string;
  canEdit: boolean;
  /** What the page puts beside each person (アンケートURL: a personal link for them). */
  LinkAction?: ComponentType<{ contact: Contact }>;
}) {
  const contacts = useRowLive(table, rowId, subscribeContacts);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const list = contacts.status === 'ready' ? sortContacts(contacts.items) : [];
  const remove = async (contact: Contact) => {
    setRemoving(null);
    try {
      await deleteContact(contact.id, { uid });
      notify.success(s.removed);
    } catch (failure) {
      console.error('contacts: delete failed', failure);
      notify.error(s.removeFailed);
    }
  };
  return (
    <SectionCard
      title={s.sectionTitle}
      action={
        canEdit ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.add}
          </Button>
        ) : null
      }
    >
      {contacts.status === 'loading' ? (
        <p role="status" className="text-muted text-sm">
          {s.loading}
        </p>
      ) : contacts.status === 'error' ? (
        <p role="alert" className="text-sm text-red-700">
          {s.loadFailed}
        </p>
      ) : list.length === 0 ? (
        <p className="text-muted text-sm">{s.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((contact) => (
            <li key={contact.id} className="flex items-start gap-2 py-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-all">{contact.name}</span>
                  {contact.primary ? (
                    <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                      <Star className="h-3 w-3" aria-hidden />
                      {s.primary}
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {[contact.department, contact.title].filter(Boolean).join(' ')}
                </p>
                <p className="text-slate-600">
                  {contact.email ? (
                    <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                      {contact.email}
                    </a>
                  ) : null}
                  {contact.email && contact.phone ? ' ・ ' : null}
                  {contact.phone ? (
                    <a href={`tel:${contact.phone}`} className="text-brand-700 hover:underline">
                      {contact.phone}
                    </a>
                  ) : null}
                </p>
              </div>
              {LinkAction ? <LinkAction contact={contact} /> : null}
              {canEdit ? (
                <>
                  <IconButton label={s.edit(contact.name)} onClick={() => setEditing(contact)}>
                    <Pencil className="h-4 w-4" aria-hidden />
                  </IconButton>
                  <IconButton
                    label={s.remove(contact.name)}
                    onClick={() => setRemoving(contact)}
                    className="hover:bg-red-50 hover:text-red-600"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </IconButton>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ContactFormDialog
          table={table}
          rowId={rowId}
          editing={editing === 'new' ? null : editing}
          contacts={list}
          uid={uid}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={s.removeTitle}
        message={removing ? s.removeMessage(removing.name) : ''}
        confirmLabel={s.removeConfirm}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
