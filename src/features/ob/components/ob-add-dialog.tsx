import { OB_LIST } from '@/contracts/collections';
import * as FormKit from '@/features/customers';
import type { OptionLists } from '@/features/customers';
import { formFields, withPlannedDelivery } from '@/features/customers/model';
import { addObCustomer } from '../data/ob-customers';
import { OB_FIELDS } from '../model/ob-fields';
import { emptyObInput, type ObCustomerInput } from '../model/types';
import { obStrings as s } from '../strings';

const FORM_FIELDS = formFields(OB_FIELDS);

/** The add-customer form, its fields from the table; slack number and client name are required. */
export function ObAddForm({ onClose, lists }: { onClose: () => void; lists: OptionLists }) {
  const form = FormKit.useCustomerForm<ObCustomerInput>({
    initial: emptyObInput,
    required: FORM_FIELDS.filter((field) => field.form.required).map((field) => field.key),
    requiredMessage: s.requiredFields,
    untrimmed: 'taskMemo',
    derive: withPlannedDelivery,
    add: addObCustomer,
    addFailed: s.addFailed,
    collection: OB_LIST,
    onClose,
  });
  return (
    <FormKit.CustomerAddForm form={form}>
      <FormKit.FieldInputs form={form} fields={FORM_FIELDS} lists={lists} />
    </FormKit.CustomerAddForm>
  );
}
