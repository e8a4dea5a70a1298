import {
  CustomerAddDialog,
  CustomerAddForm,
  useCustomerForm,
} from '@/components/customer-table/customer-add-form';
import { labelChoices, type OptionLists } from '@/components/customer-table/customer-columns';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { addSaCustomer } from '../data/sa-customers';
import { emptySaInput, PRIORITIES, type SaCustomerInput } from '../model/types';
import { saStrings as s } from '../strings';

/** The spec's add-customer modal; the client name is required. */
export function SaAddDialog({
  open,
  onClose,
  ...lists
}: OptionLists & { open: boolean; onClose: () => void }) {
  return (
    <CustomerAddDialog open={open} onClose={onClose}>
      <SaAddForm onClose={onClose} {...lists} />
    </CustomerAddDialog>
  );
}

function SaAddForm({
  onClose,
  referralSources,
  progressLabels,
  assignees,
}: OptionLists & { onClose: () => void }) {
  const form = useCustomerForm<SaCustomerInput>({
    initial: emptySaInput,
    required: ['clientName'],
    requiredMessage: s.clientNameRequired,
    untrimmed: 'nextAction',
    add: addSaCustomer,
    addFailed: s.addFailed,
    collection: 'sa_list',
    onClose,
  });
  const { id, field } = form;

  const suggestions = (name: string, labels: readonly string[]) => (
    <datalist id={`${id}-${name}-list`}>
      {labels.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  );

  return (
    <CustomerAddForm form={form}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-corporateNumber`} label={s.colCorporateNumber}>
          <TextInput {...field('corporateNumber')} />
        </FormField>
        <FormField id={`${id}-clientName`} label={s.colClientName} required>
          <TextInput
            {...field('clientName')}
            aria-required
            aria-invalid={form.invalid('clientName')}
          />
        </FormField>
        <FormField id={`${id}-serviceName`} label={s.colServiceName}>
          <TextInput {...field('serviceName')} />
        </FormField>
        <FormField id={`${id}-priority`} label={s.colPriority}>
          <Select placeholder="-" options={labelChoices(PRIORITIES)} {...field('priority')} />
        </FormField>
        <FormField id={`${id}-meetingDate`} label={s.colMeetingDate}>
          <TextInput type="date" {...field('meetingDate')} />
        </FormField>
        <FormField id={`${id}-lastContactDate`} label={s.colLastContactDate}>
          <TextInput type="date" {...field('lastContactDate')} />
        </FormField>
        <FormField id={`${id}-referralSource`} label={s.colReferralSource}>
          <TextInput {...field('referralSource')} list={`${id}-referral-list`} />
          {suggestions('referral', referralSources)}
        </FormField>
        <FormField id={`${id}-progress`} label={s.colProgress}>
          <TextInput {...field('progress')} list={`${id}-progress-list`} />
          {suggestions('progress', progressLabels)}
        </FormField>
        <FormField id={`${id}-obAssignee`} label={s.colAssignee}>
          <TextInput {...field('obAssignee')} list={`${id}-assignee-list`} />
          {suggestions('assignee', assignees)}
        </FormField>
        <FormField id={`${id}-contactPerson`} label={s.colContactPerson}>
          <TextInput {...field('contactPerson')} />
        </FormField>
        <FormField id={`${id}-contactInfo`} label={s.colContactInfo}>
          <TextInput {...field('contactInfo')} />
        </FormField>
        <FormField id={`${id}-phoneNumber`} label={s.colPhoneNumber}>
          <TextInput type="tel" {...field('phoneNumber')} />
        </FormField>
      </div>
      <FormField id={`${id}-nextAction`} label={s.colNextAction}>
        <TextArea rows={3} {...field('nextAction')} />
      </FormField>
      <FormField id={`${id}-meetingVideo`} label={s.meetingVideoUrl}>
        <TextInput type="url" placeholder="https://" {...field('meetingVideo')} />
      </FormField>
    </CustomerAddForm>
  );
}
