// What scripts/lib/table-branching.test.ts looks for: code that decides by a customer table's
// name (`table === SA_LIST ? … : …`, `=== 'ob'`, `paths.sa`), which a table's schema should
// decide instead. Only a table's own folder (src/features/sa, src/features/ob) may name it.

const BRANCHES = [
  // a comparison with a table's collection constant, either side, or a ternary on it
  /(===|!==)\s*(SA_LIST|OB_LIST)\b/,
  /\b(SA_LIST|OB_LIST)\s*(===|!==|\?)/,
  // a comparison with a table's name or short name as text
  /(===|!==)\s*'(sa|ob|sa_list|ob_list)'/,
  /'(sa|ob|sa_list|ob_list)'\s*(===|!==)/,
  // one table's paths picked by name
  /\bpaths\.(sa|ob)\b/,
];

/** The lines of `source` (1-based) that decide by a table's name; comments are not code. */
export function tableBranches(source: string): number[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      /^\s*(\/\/|\*|\/\*)/.test(line) || !BRANCHES.some((branch) => branch.test(line))
        ? []
        : [index + 1],
    );
}
