import { FormField, Select } from '@/components/ui/form-controls';
import { permissionsFor, ROLE_LABELS, ROLES, type Role } from '@/contracts/roles';
import type { RoleChoice } from '../model/types';
import { memberStrings } from '../strings';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * 「権限」 and 「エクスポート・インポート」, for the add and edit dialogs (administrators only).
 * The checkbox shows the right a role really has: always on for 管理者, never for 閲覧のみ.
 */
export function RoleFields({
  idPrefix,
  value,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  value: RoleChoice;
  onChange: (next: RoleChoice) => void;
  disabled?: boolean;
}) {
  const fixedRight = value.role !== 'member';
  const exportRight = permissionsFor(value.role, value.canExport).canExport;
  return (
    <>
      <FormField id={`${idPrefix}-role`} label={memberStrings.role} hint={memberStrings.roleHint}>
        <Select
          id={`${idPrefix}-role`}
          options={ROLE_OPTIONS}
          value={value.role}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, role: event.target.value as Role })}
        />
      </FormField>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={exportRight}
            disabled={disabled || fixedRight}
            aria-describedby={`${idPrefix}-export-hint`}
            onChange={(event) => onChange({ ...value, canExport: event.target.checked })}
          />
          {memberStrings.exportRight}
        </label>
        <p id={`${idPrefix}-export-hint`} className="text-xs text-slate-500">
          {memberStrings.exportRightHint}
        </p>
      </div>
    </>
  );
}
