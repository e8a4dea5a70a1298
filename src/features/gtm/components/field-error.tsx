/** The message under an input; its id is what the input's aria-describedby points to. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-600">
      {message}
    </p>
  );
}

export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** Props that tie an input to its (visible) error for screen readers. */
export function invalidProps(inputId: string, message: string | null) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(inputId) }
    : { 'aria-invalid': false as const };
}
