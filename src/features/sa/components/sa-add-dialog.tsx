import { SA_LIST } from '@/contracts/collections';
import {
  CorporateLookup,
  CustomerAddForm,
  FieldInputs,
  useCustomerForm,
  type OptionLists,
} from '@/features/customers';
import { formFields } from '@/features/customers/model';
import { addSaCustomer } from '../data/sa-customers';
import { SA_FIELDS } from '../model/sa-fields';
import { emptySaInput, type SaCustomerInput } from '../model/types';
import { saStrings as s } from '../strings';

const FORM_FIELDS = formFields(SA_FIELDS);

/** The add-customer form, its fields from the table; the client name is required. */
export function SaAddForm({ onClose, lists }: { onClose: () => void; lists: OptionLists }) {
  const form = useCustomerForm<SaCustomerInput>({
    initial: emptySaInput,
    required: FORM_FIELDS.filter((field) => field.form.required).map((field) => field.key),
    requiredMessage: s.clientNameRequired,
    untrimmed: 'nextAction',
    add: addSaCustomer,
    addFailed: s.addFailed,
    collection: SA_LIST,
    onClose,
  });
  return (
    <CustomerAddForm form={form}>
      <FieldInputs form={form} fields={FORM_FIELDS} lists={lists} />
      <CorporateLookup
        corporateNumber={form.input.corporateNumber}
        clientName={form.input.clientName}
        onUseName={(name) => form.change('clientName', name)}
      />
    </CustomerAddForm>
  );
}
