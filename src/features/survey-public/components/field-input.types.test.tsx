import { render, screen } from '@testing-library/react';
import { FIELD_TYPES } from '@/features/surveys';
import { publicStrings } from '../strings';
import { FieldInput } from './field-input';

// Every type of the registry has a public input: a type added to the registry
// (surveys/model/field-types.ts) without one fails here (the form would show 'unsupported').
test.each(FIELD_TYPES)('the public form has an input for %s', (type) => {
  render(
    <FieldInput
      field={{
        id: 'q',
        type,
        label: 'Q',
        required: false,
        order: 0,
        options: [{ id: 'o', label: 'A', value: 'a' }],
      }}
      labelId="q-label"
      inputId="q-input"
      value={undefined}
      onChange={() => undefined}
    />,
  );
  expect(screen.queryByText(publicStrings.unsupportedField)).not.toBeInTheDocument();
});
