import { useMemo } from 'react';
import { buildPromotionDocument } from '../model/promotion-document';

/**
 * Promotion HTML is untrusted: its scripts run, but in an opaque origin. Without
 * allow-same-origin they cannot read this app's storage, cookies or parent document.
 * Never add allow-same-origin here: together with allow-scripts it undoes the sandbox.
 */
export const PROMOTION_SANDBOX = 'allow-scripts allow-popups allow-forms';

/** The page the admin's preview loads (public/promotion-preview.html), under the promotion policy. */
export const PREVIEW_PAGE = '/promotion-preview.html';

interface FrameProps {
  html: string;
  css: string;
  title: string;
  className?: string;
}

/**
 * The promotion in a sandboxed frame. On promotion pages (served under the promotion policy) the
 * document is the frame's srcdoc, which inherits that policy. In the admin app (`preview`),
 * whose strict policy would stop the promotion's scripts, the frame loads the preview page, which
 * is served under the promotion policy, and is handed the document by message: the same
 * sandbox, the same scripts running, without loosening the admin's policy.
 */
export function SandboxedFrame({
  html,
  css,
  title,
  className = '',
  preview = false,
}: FrameProps & {
  preview?: boolean;
}) {
  const document = useMemo(() => buildPromotionDocument(html, css), [html, css]);
  const frameClass = `block border-0 bg-white ${className}`;
  if (!preview)
    return (
      <iframe
        title={title}
        srcDoc={document}
        sandbox={PROMOTION_SANDBOX}
        referrerPolicy="no-referrer"
        className={frameClass}
      />
    );
  return (
    <iframe
      // A new frame per version: writing a document into the frame ends its message listener.
      key={document}
      title={title}
      src={PREVIEW_PAGE}
      sandbox={PROMOTION_SANDBOX}
      referrerPolicy="no-referrer"
      className={frameClass}
      onLoad={(event) =>
        // The sandboxed frame's origin is opaque ("null"): '*' is the only target that reaches it.
        event.currentTarget.contentWindow?.postMessage({ type: 'promotion-preview', document }, '*')
      }
    />
  );
}
