import { Card, Page } from '@/components/ui/page';
import { shellStrings } from '../strings';

/** Areas whose issue has not landed yet: the title and a plain note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card className="px-6 py-10 text-center text-sm text-slate-500">
        {shellStrings.comingSoon}
      </Card>
    </Page>
  );
}
