import {
  CustomerAddForm,
  FormSelect,
  FormText,
  FormTextArea,
  useCustomerForm,
} from '@/components/customer-table/customer-add-form';
import type { OptionLists } from '@/components/customer-table/customer-columns';
import { addSaCustomer } from '../data/sa-customers';
import { emptySaInput, PRIORITIES, type SaCustomerInput } from '../model/types';
import { saStrings as s } from '../strings';

/** The spec's add-customer form; the client name is required. */
export function SaAddForm({ onClose, lists }: { onClose: () => void; lists: OptionLists }) {
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
  return (
    <CustomerAddForm form={form}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormText form={form} name="corporateNumber" label={s.colCorporateNumber} />
        <FormText form={form} name="clientName" label={s.colClientName} required />
        <FormText form={form} name="serviceName" label={s.colServiceName} />
        <FormSelect form={form} name="priority" label={s.colPriority} choices={PRIORITIES} />
        <FormText form={form} name="meetingDate" label={s.colMeetingDate} type="date" />
        <FormText form={form} name="lastContactDate" label={s.colLastContactDate} type="date" />
        <FormText
          form={form}
          name="referralSource"
          label={s.colReferralSource}
          suggestions={lists.referralSources}
        />
        <FormText
          form={form}
          name="progress"
          label={s.colProgress}
          suggestions={lists.progressLabels}
        />
        <FormText
          form={form}
          name="obAssignee"
          label={s.colAssignee}
          suggestions={lists.assignees}
        />
        <FormText form={form} name="contactPerson" label={s.colContactPerson} />
        <FormText form={form} name="contactInfo" label={s.colContactInfo} />
        <FormText form={form} name="phoneNumber" label={s.colPhoneNumber} type="tel" />
      </div>
      <FormTextArea form={form} name="nextAction" label={s.colNextAction} />
      <FormText
        form={form}
        name="meetingVideo"
        label={s.meetingVideoUrl}
        type="url"
        placeholder="https://"
      />
    </CustomerAddForm>
  );
}
