/** A public page whose issue has not landed yet. */
export function PublicPlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16 text-center">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">準備中です。</p>
    </main>
  );
}
