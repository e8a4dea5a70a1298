import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';

export interface CodeEditorProps {
  /** Set on the editable element, so labels and focus-on-error find it. */
  id: string;
  language: 'html' | 'css';
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  minHeight: string;
  /** Take focus as soon as the editor exists (it was asked for while this chunk loaded). */
  focusOnLoad?: boolean;
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily:
      'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK JP", monospace',
    lineHeight: '1.6',
  },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#94a3b8', borderRight: '1px solid #e2e8f0' },
  // The current line is marked only while the editor has focus, so idle editors look calm.
  '.cm-activeLineGutter, .cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLineGutter': { backgroundColor: '#e2e8f0', color: '#334155' },
  '&.cm-focused .cm-activeLine': { backgroundColor: '#f1f5f9' },
});

/**
 * CodeMirror 6 as a controlled input. Its own module so React.lazy keeps it out of every chunk
 * but the create and edit screens. Tab is left to the browser (no indentWithTab), so keyboard
 * users can always leave the editor; indentation is on Ctrl+] and Ctrl+[.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChange = useRef(props.onChange);
  const attributes = useRef(new Compartment());
  const { id, language, labelledBy, describedBy, invalid = false, minHeight } = props;

  useEffect(() => {
    onChange.current = props.onChange;
  });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: props.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          language === 'html' ? html() : css(),
          EditorView.lineWrapping,
          theme,
          EditorView.theme({ '.cm-content, .cm-gutter': { minHeight } }),
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; value and attributes are synced by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, minHeight]);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(
        EditorView.contentAttributes.of({
          id,
          'aria-labelledby': labelledBy,
          'aria-invalid': String(invalid),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        }),
      ),
    });
  }, [id, labelledBy, describedBy, invalid, language, minHeight]);

  useEffect(() => {
    if (props.focusOnLoad) view.current?.focus();
  }, [props.focusOnLoad]);

  // A value set from outside (not typed here) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== props.value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: props.value },
      });
    }
  }, [props.value]);

  return (
    <div
      ref={host}
      data-invalid={invalid}
      className="focus-within:border-brand-500 focus-within:ring-brand-500/30 overflow-hidden rounded-md border border-slate-300 shadow-sm focus-within:ring-2 data-[invalid=true]:border-red-400"
    />
  );
}
