import { DEAL_LIST } from '@/contracts/collections';
import * as FormKit from '@/features/customers';
import type { OptionLists } from '@/features/customers';
import { formFields } from '@/features/customers/model';
import { addDeal } from '../data/deals';
import { useCustomerChoices } from '../hooks/use-customer-choices';
import { DEAL_FIELDS, emptyDealInput, type DealInput } from '../model/deal-fields';
import { dealStrings as s } from '../strings';
import { CustomerPicker } from './customer-picker';

const FORM_FIELDS = formFields(DEAL_FIELDS);
/** Every field but 顧客, which has its own picker. */
const PLAIN_FIELDS = FORM_FIELDS.filter((field) => field.key !== 'customerId');
const CUSTOMER_LABEL = DEAL_FIELDS.find((field) => field.key === 'customerId')!.header;

/**
 * 新規追加 of a deal: 案件名 and 顧客 are required. From a customer's page the customer comes
 * chosen (`customerId`).
 */
export function DealAddForm({
  onClose,
  lists,
  customerId = '',
}: {
  onClose: () => void;
  lists: OptionLists;
  customerId?: string;
}) {
  const customers = useCustomerChoices();
  const form = FormKit.useCustomerForm<DealInput>({
    initial: () => ({ ...emptyDealInput(), customerId }),
    required: FORM_FIELDS.filter((field) => field.form.required).map((field) => field.key),
    requiredMessage: s.requiredFields,
    untrimmed: 'memo',
    add: addDeal,
    addFailed: s.addFailed,
    collection: DEAL_LIST,
    onClose,
  });
  const customer = form.field('customerId');
  return (
    <FormKit.CustomerAddForm form={form}>
      <CustomerPicker
        id={customer.id}
        label={CUSTOMER_LABEL}
        value={customer.value}
        onChange={(value) => form.change('customerId', value)}
        choices={customers}
        invalid={form.invalid('customerId')}
      />
      <FormKit.FieldInputs form={form} fields={PLAIN_FIELDS} lists={lists} />
    </FormKit.CustomerAddForm>
  );
}
