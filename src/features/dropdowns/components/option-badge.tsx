import { badgeStyleFor } from '../model/palette';

/** An option label shown in its colour (pale tint, readable darker text). */
export function OptionBadge({
  label,
  color,
  className = '',
}: {
  label: string;
  color: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex max-w-full items-center truncate rounded-full border px-2.5 py-0.5 text-xs font-medium ${className}`}
      style={badgeStyleFor(color)}
      title={label}
    >
      {label}
    </span>
  );
}
