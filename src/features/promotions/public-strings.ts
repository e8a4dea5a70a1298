/** Copy of the public promotion page (spec part 2 sections 2 and 8). Public chunk only. */
export const publicPromotionStrings = {
  frameTitle: 'プロモーション',
  notice: {
    draft: 'このプロモーションは現在準備中です',
    closed: 'このプロモーションは終了しました',
  },
  errors: {
    invalidUrl: '無効なプロモーションURLです',
    notFound: (id: string) => `プロモーションが見つかりませんでした (ID: ${id})`,
    loadFailed: (reason: string) => `プロモーションの読み込みに失敗しました: ${reason}`,
  },
} as const;
