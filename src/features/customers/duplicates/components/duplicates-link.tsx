import { Copy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import type { CustomerTable } from '@/contracts/collections';
import { tableDuplicatesPath, tableSchema } from '@/contracts/customer-tables';
import { duplicateStrings } from '../strings';

/** The toolbar's way to 重複の候補, for a table whose schema has 名寄せ (companies, not 案件). */
export function DuplicatesLink({ table }: { table: CustomerTable }) {
  if (!tableSchema(table).duplicates) return null;
  return (
    <Link to={tableDuplicatesPath(table)} className={buttonClass('secondary')}>
      <Copy className="h-4 w-4" aria-hidden />
      {duplicateStrings.openView}
    </Link>
  );
}
