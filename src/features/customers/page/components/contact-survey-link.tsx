import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Contact } from '../../contacts/model/contact-model';
import { customerPageStrings as ps, customerTableStrings as s } from '../../strings';
import {
  SurveyLinkDialog,
  type SurveyLinkSource,
} from '../../survey-links/components/survey-link-dialog';

/**
 * アンケートURL beside each 先方担当者: a personal link for that person, so their answer lands on
 * the company's row and names them (docs/features/survey-customer-links.md). Returns the button
 * the contacts section draws per person, and the dialog to render once.
 */
export function useContactSurveyLink(
  source: SurveyLinkSource,
  company: { rowId: string; clientName: string },
): { LinkAction: ComponentType<{ contact: Contact }>; dialog: ReactNode } {
  const [contact, setContact] = useState<Contact | null>(null);
  const LinkAction = useMemo(
    () =>
      function ContactLinkButton({ contact: person }: { contact: Contact }) {
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={s.surveyLinkRow(person.name)}
            onClick={() => setContact(person)}
          >
            {ps.surveyLink}
          </Button>
        );
      },
    [],
  );
  const dialog = (
    <SurveyLinkDialog
      customer={contact ? { ...company, contactId: contact.id, contactName: contact.name } : null}
      source={source}
      onClose={() => setContact(null)}
    />
  );
  return { LinkAction, dialog };
}
