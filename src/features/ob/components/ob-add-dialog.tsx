import {
  CustomerAddDialog,
  CustomerAddForm,
  useCustomerForm,
} from '@/components/customer-table/customer-add-form';
import { labelChoices, type OptionLists } from '@/components/customer-table/customer-columns';
import { FormField, Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { addObCustomer } from '../data/ob-customers';
import { plannedDeliveryFor } from '../model/planned-delivery';
import { emptyObInput, PRODUCT_CATEGORIES, type ObCustomerInput } from '../model/types';
import { obStrings as s } from '../strings';

/** The spec's add-customer modal; slack number and client name are required. */
export function ObAddDialog({
  open,
  onClose,
  ...lists
}: OptionLists & { open: boolean; onClose: () => void }) {
  return (
    <CustomerAddDialog open={open} onClose={onClose}>
      <ObAddForm onClose={onClose} {...lists} />
    </CustomerAddDialog>
  );
}

/** A survey response date sets the planned delivery 21 days later; clearing it leaves it. */
function withPlannedDelivery(
  current: ObCustomerInput,
  name: keyof ObCustomerInput,
  value: string,
): ObCustomerInput {
  const next = { ...current, [name]: value };
  if (name === 'surveyResponseDate' && value) {
    next.plannedDeliveryDate = plannedDeliveryFor(value) || current.plannedDeliveryDate;
  }
  return next;
}

function ObAddForm({
  onClose,
  referralSources,
  progressLabels,
  assignees,
}: OptionLists & { onClose: () => void }) {
  const form = useCustomerForm<ObCustomerInput>({
    initial: emptyObInput,
    required: ['slackNumber', 'clientName'],
    requiredMessage: s.requiredFields,
    untrimmed: 'taskMemo',
    derive: withPlannedDelivery,
    add: addObCustomer,
    addFailed: s.addFailed,
    collection: 'ob_list',
    onClose,
  });
  const { id, field } = form;

  return (
    <CustomerAddForm form={form}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-slackNumber`} label={s.colSlackNumber} required>
          <TextInput
            {...field('slackNumber')}
            placeholder={s.slackPlaceholder}
            aria-required
            aria-invalid={form.invalid('slackNumber')}
          />
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
        <FormField id={`${id}-productCategory`} label={s.colProductCategory}>
          <Select
            placeholder="-"
            options={labelChoices(PRODUCT_CATEGORIES)}
            {...field('productCategory')}
          />
        </FormField>
        <FormField id={`${id}-surveyResponseDate`} label={s.colSurveyResponseDate}>
          <TextInput type="date" {...field('surveyResponseDate')} />
        </FormField>
        <FormField
          id={`${id}-plannedDeliveryDate`}
          label={s.colPlannedDeliveryDate}
          hint={s.plannedHint}
        >
          <TextInput type="date" {...field('plannedDeliveryDate')} />
        </FormField>
        <FormField id={`${id}-deliveryDate`} label={s.colDeliveryDate}>
          <TextInput type="date" {...field('deliveryDate')} />
        </FormField>
        <FormField id={`${id}-referralSource`} label={s.colReferralSource}>
          <Select
            placeholder="-"
            options={labelChoices(referralSources)}
            {...field('referralSource')}
          />
        </FormField>
        <FormField id={`${id}-progress`} label={s.colProgress}>
          <Select placeholder="-" options={labelChoices(progressLabels)} {...field('progress')} />
        </FormField>
        <FormField id={`${id}-obAssignee`} label={s.colAssignee}>
          <Select placeholder="-" options={labelChoices(assignees)} {...field('obAssignee')} />
        </FormField>
      </div>
      <FormField id={`${id}-taskMemo`} label={s.colTaskMemo}>
        <TextArea rows={3} {...field('taskMemo')} />
      </FormField>
    </CustomerAddForm>
  );
}
