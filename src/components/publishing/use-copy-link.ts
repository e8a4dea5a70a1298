import { useCallback } from 'react';
import { notify } from '@/components/ui/toast';

/**
 * Copies a public link and says so; a refused clipboard (insecure origin, permissions) is a
 * failure toast, never silence. One behaviour for surveys and promotions.
 */
export function useCopyLink<T>(
  linkOf: (item: T) => string,
  messages: { copied: string; failed: string },
): (item: T) => Promise<void> {
  const { copied, failed } = messages;
  return useCallback(
    async (item: T) => {
      try {
        await navigator.clipboard.writeText(linkOf(item));
        notify.success(copied);
      } catch {
        notify.error(failed);
      }
    },
    [linkOf, copied, failed],
  );
}
