import { DEAL_TABLE } from '@/contracts/deal-table';
import { TableImportAction } from '@/features/customers';
import { useOptionList } from '@/features/dropdowns';
import { useDealReferences } from '../hooks/use-customer-choices';
import type { Deal } from '../model/deal-fields';

/**
 * 案件's CSVインポート: the import made from the schema, reading ステージ, 確度 and 担当者 against
 * their option lists and 顧客 against the SA customers (by name, or by id).
 */
export function DealImportAction({ rows, live }: { rows: readonly Deal[]; live: boolean }) {
  const dealStage = useOptionList('dealStage').labels;
  const dealConfidence = useOptionList('dealConfidence').labels;
  const saAssignee = useOptionList('saAssignee').labels;
  const references = useDealReferences();
  return (
    <TableImportAction
      schema={DEAL_TABLE}
      rows={rows}
      live={live}
      context={{ lists: { dealStage, dealConfidence, saAssignee }, references }}
    />
  );
}
