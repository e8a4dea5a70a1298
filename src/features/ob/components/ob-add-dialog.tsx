import * as FormKit from '@/components/customer-table/customer-add-form';
import type { OptionLists } from '@/components/customer-table/customer-columns';
import { addObCustomer } from '../data/ob-customers';
import { withPlannedDelivery } from '../model/planned-delivery';
import { emptyObInput, PRODUCT_CATEGORIES, type ObCustomerInput } from '../model/types';
import { obStrings as s } from '../strings';

/** The spec's add-customer form; slack number and client name are required. */
export function ObAddForm({ onClose, lists }: { onClose: () => void; lists: OptionLists }) {
  const form = FormKit.useCustomerForm<ObCustomerInput>({
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
  return (
    <FormKit.CustomerAddForm form={form}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormKit.FormText
          form={form}
          name="slackNumber"
          label={s.colSlackNumber}
          placeholder={s.slackPlaceholder}
          required
        />
        <FormKit.FormText form={form} name="clientName" label={s.colClientName} required />
        <FormKit.FormText form={form} name="serviceName" label={s.colServiceName} />
        <FormKit.FormSelect
          form={form}
          name="productCategory"
          label={s.colProductCategory}
          choices={PRODUCT_CATEGORIES}
        />
        <FormKit.FormText
          form={form}
          name="surveyResponseDate"
          label={s.colSurveyResponseDate}
          type="date"
        />
        <FormKit.FormText
          form={form}
          name="plannedDeliveryDate"
          label={s.colPlannedDeliveryDate}
          hint={s.plannedHint}
          type="date"
        />
        <FormKit.FormText form={form} name="deliveryDate" label={s.colDeliveryDate} type="date" />
        <FormKit.FormSelect
          form={form}
          name="referralSource"
          label={s.colReferralSource}
          choices={lists.referralSources}
        />
        <FormKit.FormSelect
          form={form}
          name="progress"
          label={s.colProgress}
          choices={lists.progressLabels}
        />
        <FormKit.FormSelect
          form={form}
          name="obAssignee"
          label={s.colAssignee}
          choices={lists.assignees}
        />
      </div>
      <FormKit.FormTextArea form={form} name="taskMemo" label={s.colTaskMemo} />
    </FormKit.CustomerAddForm>
  );
}
