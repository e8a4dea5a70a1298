import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import { Card } from '@/components/ui/page';
import { addUrl, removeUrl, setUrl } from '../model/gtm-form';
import type { CvStopMode, GtmForm } from '../model/types';
import { fieldKey } from '../model/validate-gtm';
import { gtmStrings as s } from '../strings';
import { invalidProps } from './field-error';
import { RadioGroup } from '@/components/ui/radio-group';
import { BooleanRadioGroup } from './radio-group';
import { UrlListField, inputIdOf } from './url-list-field';

const CV_STOP_MODES: readonly CvStopMode[] = ['individual', 'common', 'none'];

/** Common thanks pages, CV/STOP mode and OEM: the settings shared by every tag set. */
export function GtmSettingsCard({
  form,
  oemNames,
  errorOf,
  onTouch,
  onChange,
}: {
  form: GtmForm;
  oemNames: readonly string[];
  errorOf: (key: string) => string | null;
  onTouch: (key: string) => void;
  onChange: (patch: Partial<GtmForm>) => void;
}) {
  const textField = (
    key: string,
    label: string,
    value: string,
    patch: (value: string) => Partial<GtmForm>,
    placeholder: string,
  ) => {
    const id = inputIdOf(key);
    const error = errorOf(key);
    return (
      <FormField id={id} label={label} required error={error}>
        <TextInput
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(patch(e.target.value))}
          onBlur={() => onTouch(key)}
          aria-required
          {...invalidProps(id, error)}
        />
      </FormField>
    );
  };

  const oemId = inputIdOf(fieldKey.oemName);
  const oemError = errorOf(fieldKey.oemName);
  // A stored project may name an OEM that was since removed from the list: keep it selectable.
  const oemChoices =
    form.oem_name && !oemNames.includes(form.oem_name) ? [form.oem_name, ...oemNames] : oemNames;

  return (
    <Card className="space-y-6 p-5">
      <div className="space-y-3">
        <BooleanRadioGroup
          name="useCommonThanksPages"
          legend={s.commonThanks}
          value={form.useCommonThanksPages}
          offLabel={s.commonThanksOff}
          onLabel={s.commonThanksOn}
          onChange={(useCommonThanksPages) => onChange({ useCommonThanksPages })}
        />
        {form.useCommonThanksPages && form.cvStopMode !== 'none' ? (
          <UrlListField
            label={s.commonThanksUrls}
            keyOf={(index) => fieldKey.url(fieldKey.commonScope, 'thanks_urls', index)}
            urls={form.thanks_urls}
            errorOf={errorOf}
            onTouch={onTouch}
            onChange={(index, value) =>
              onChange({ thanks_urls: setUrl(form.thanks_urls, index, value) })
            }
            onAdd={() => onChange({ thanks_urls: addUrl(form.thanks_urls) })}
            onRemove={(index) => onChange({ thanks_urls: removeUrl(form.thanks_urls, index) })}
          />
        ) : null}
      </div>

      <div className="space-y-3">
        <RadioGroup
          name="cvStopMode"
          legend={s.cvStopMode}
          value={form.cvStopMode}
          options={CV_STOP_MODES.map((mode) => ({ value: mode, label: s.cvStopModes[mode] }))}
          onChange={(cvStopMode) => onChange({ cvStopMode })}
        />
        {form.cvStopMode === 'common'
          ? textField(
              fieldKey.commonName,
              s.commonCvStopName,
              form.commonCVStopName,
              (commonCVStopName) => ({ commonCVStopName }),
              s.tagNamePlaceholder,
            )
          : null}
      </div>

      <div className="space-y-3">
        <BooleanRadioGroup
          name="isOEM"
          legend={s.oem}
          value={form.isOEM}
          offLabel={s.oemOff}
          onLabel={s.oemOn}
          onChange={(isOEM) => onChange({ isOEM })}
        />
        {form.isOEM ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={oemId}
              label={s.oemName}
              required
              error={oemError}
              hint={oemChoices.length === 0 ? s.oemListEmpty : null}
            >
              <Select
                id={oemId}
                value={form.oem_name}
                onChange={(e) => onChange({ oem_name: e.target.value })}
                onBlur={() => onTouch(fieldKey.oemName)}
                aria-required
                {...invalidProps(oemId, oemError)}
                placeholder={s.oemNamePlaceholder}
                options={oemChoices.map((name) => ({ value: name, label: name }))}
              />
            </FormField>
            {textField(
              fieldKey.tagDomain,
              s.tagDomain,
              form.tag_domain,
              (tag_domain) => ({ tag_domain }),
              s.tagDomainPlaceholder,
            )}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
