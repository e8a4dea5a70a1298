import { lazy, Suspense } from 'react';
import { promotionStrings as s } from '../strings';

// The editor chunk (CodeMirror) loads only when a create or edit screen shows a code field.
const CodeEditor = lazy(() => import('./code-editor'));

export interface CodeFieldProps {
  id: string;
  label: string;
  language: 'html' | 'css';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  minHeight: string;
  /** Focus the editor once it has loaded (focus was asked for while it was loading). */
  focusOnLoad?: boolean;
}

/** A labelled code editor with hint and error, wired like FormField but for CodeMirror. */
export function CodeField({
  id,
  label,
  language,
  value,
  onChange,
  error,
  required = false,
  minHeight,
  focusOnLoad = false,
}: CodeFieldProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label id={labelId} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-500" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <Suspense
        fallback={
          <div
            role="status"
            style={{ minHeight }}
            className="flex items-center justify-center rounded-md border border-slate-300 bg-slate-50 text-sm text-slate-500"
          >
            {s.editorLoading}
          </div>
        }
      >
        <CodeEditor
          id={id}
          language={language}
          value={value}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={error ? `${errorId} ${hintId}` : hintId}
          invalid={Boolean(error)}
          minHeight={minHeight}
          focusOnLoad={focusOnLoad}
        />
      </Suspense>
      <p id={hintId} className="text-xs text-slate-500">
        {s.editorHint}
      </p>
      {error ? (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
