import { useMemo } from 'react';
import { buildPromotionDocument } from '../model/promotion-document';

/**
 * Promotion HTML is untrusted: its scripts run, but in an opaque origin. Without
 * allow-same-origin they cannot read this app's storage, cookies or parent document.
 * Never add allow-same-origin here: together with allow-scripts it undoes the sandbox.
 */
export const PROMOTION_SANDBOX = 'allow-scripts allow-popups allow-forms';

export function SandboxedFrame({
  html,
  css,
  title,
  className = '',
}: {
  html: string;
  css: string;
  title: string;
  className?: string;
}) {
  const srcDoc = useMemo(() => buildPromotionDocument(html, css), [html, css]);
  return (
    <iframe
      title={title}
      srcDoc={srcDoc}
      sandbox={PROMOTION_SANDBOX}
      referrerPolicy="no-referrer"
      className={`block border-0 bg-white ${className}`}
    />
  );
}
