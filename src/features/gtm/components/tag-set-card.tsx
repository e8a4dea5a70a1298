import { Trash2 } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Card } from '@/components/ui/page';
import { addUrl, removeUrl, setUrl } from '../model/gtm-form';
import type { GtmTagSet, TagSetUrlList } from '../model/types';
import { fieldKey } from '../model/validate-gtm';
import { gtmStrings as s } from '../strings';
import { invalidProps } from './field-error';
import { UrlListField, inputIdOf } from './url-list-field';

const LISTS: readonly { list: TagSetUrlList; label: string }[] = [
  { list: 'top_urls', label: s.topUrls },
  { list: 'input_urls', label: s.inputUrls },
  { list: 'thanks_urls', label: s.thanksUrls },
];

export function TagSetCard({
  tagSet,
  number,
  canRemove,
  showThanks,
  errorOf,
  onTouch,
  onChange,
  onRemove,
}: {
  tagSet: GtmTagSet;
  number: number;
  canRemove: boolean;
  showThanks: boolean;
  errorOf: (key: string) => string | null;
  onTouch: (key: string) => void;
  onChange: (patch: Partial<GtmTagSet>) => void;
  onRemove: () => void;
}) {
  const nameKey = fieldKey.tagname(tagSet.id);
  const nameId = inputIdOf(nameKey);
  const nameError = errorOf(nameKey);
  const headingId = `${nameId}-heading`;
  const scope = fieldKey.tagSetScope(tagSet.id);
  const edit = (list: TagSetUrlList, next: string[]) => onChange({ [list]: next });

  return (
    <Card className="space-y-4 p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {s.tagSet(number)}
          </h2>
          <IconButton
            label={s.removeTagSet(number)}
            onClick={onRemove}
            disabled={!canRemove}
            className="hover:text-red-600"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        </div>
        <FormField id={nameId} label={s.tagName} required error={nameError}>
          <TextInput
            id={nameId}
            // The visible label says タグ名; the name also says which tag set it belongs to.
            aria-label={`${s.tagName}（${s.tagSet(number)}）`}
            value={tagSet.tagname}
            placeholder={s.tagNamePlaceholder}
            onChange={(e) => onChange({ tagname: e.target.value })}
            onBlur={() => onTouch(nameKey)}
            aria-required
            {...invalidProps(nameId, nameError)}
          />
        </FormField>
        {LISTS.filter(({ list }) => list !== 'thanks_urls' || showThanks).map(({ list, label }) => (
          <UrlListField
            key={list}
            label={label}
            context={`${s.tagSet(number)} `}
            keyOf={(index) => fieldKey.url(scope, list, index)}
            urls={tagSet[list]}
            errorOf={errorOf}
            onTouch={onTouch}
            onChange={(index, value) => edit(list, setUrl(tagSet[list], index, value))}
            onAdd={() => edit(list, addUrl(tagSet[list]))}
            onRemove={(index) => edit(list, removeUrl(tagSet[list], index))}
          />
        ))}
      </section>
    </Card>
  );
}
