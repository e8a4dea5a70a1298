import { LoadingState } from '@/components/ui/states';
import { PublicLayout } from './public-layout';

export function PublicLoading() {
  return (
    <PublicLayout>
      <LoadingState />
    </PublicLayout>
  );
}
