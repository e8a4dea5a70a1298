import { LoadingState } from '@/components/ui/loading-state';
import { PublicLayout } from './public-layout';

export function PublicLoading() {
  return (
    <PublicLayout>
      <LoadingState />
    </PublicLayout>
  );
}
