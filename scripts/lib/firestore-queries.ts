// Every Firestore query the code makes, read from the code with the TypeScript compiler (not
// listed by hand), and the composite index each one needs. Two shapes are read:
// - the app: calls of the DataStore's `query` / `subscribe` (src/lib/backend/types.ts) with an
//   options literal `{ where: [{ field, value }], orderBy: { field, direction } }`;
// - the Cloud Functions: Admin SDK chains `.collection(name).where(field, op, value).orderBy(…)`.
// Field names and collections are read as the compiler's literal types, so constants count.
// firestore-indexes.test.ts checks each needed index against firestore.indexes.json.
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface FoundQuery {
  /** Where the query is, `path:line`. */
  at: string;
  /** The collection, or null when the code passes it through a parameter. */
  collection: string | null;
  /** Fields compared for equality. */
  equalities: string[];
  /** The field of a range comparison (<, <=, >, >=, !=), if any. */
  range: string | null;
  orderBy: { field: string; direction: Direction }[];
  /** A part the compiler could not resolve to a literal (the query is then reported). */
  unresolved: string[];
  /**
   * How many filters and orders the query has (Infinity when its options could not be read).
   * With one, whatever its field and collection, the automatic single-field indexes serve it.
   */
  clauses: number;
}

export interface IndexField {
  fieldPath: string;
  order: Direction;
}

const root = join(import.meta.dirname, '../..');

function program(tsconfig: string): ts.Program {
  const path = join(root, tsconfig);
  const config = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(path));
  // Tests make no queries of the app's (the reader skips them): the compiler need not read them.
  const roots = parsed.fileNames.filter((file) => !/\.test\.tsx?$/.test(file));
  return ts.createProgram(roots, { ...parsed.options, noEmit: true });
}

class Reader {
  constructor(
    private readonly checker: ts.TypeChecker,
    readonly unresolved: string[],
  ) {}

  /** The string a expression always is (a literal, a constant), else null. */
  literal(node: ts.Expression | undefined): string | null {
    if (!node) return null;
    const type = this.checker.getTypeAtLocation(node);
    if (type.isStringLiteral()) return type.value;
    return null;
  }

  /** An expression followed through `const x = …` to the literal it was made from. */
  initializer(node: ts.Expression): ts.Expression {
    if (!ts.isIdentifier(node)) return node;
    const symbol = this.checker.getSymbolAtLocation(node);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (declaration && ts.isShorthandPropertyAssignment(declaration)) {
      const value = this.checker.getShorthandAssignmentValueSymbol(declaration);
      const inner = value?.valueDeclaration;
      if (inner && ts.isVariableDeclaration(inner) && inner.initializer) return inner.initializer;
    }
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      return declaration.initializer;
    return node;
  }

  property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
    for (const item of object.properties) {
      if (!item.name || !ts.isIdentifier(item.name) || item.name.text !== name) continue;
      if (ts.isPropertyAssignment(item)) return item.initializer;
      if (ts.isShorthandPropertyAssignment(item)) return item.name;
    }
    return undefined;
  }

  field(node: ts.Expression | undefined, what: string): string | null {
    const value = this.literal(node);
    if (value === null) this.unresolved.push(what);
    return value;
  }
}

const lineOf = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

const isTest = (file: ts.SourceFile) => /\.test\.tsx?$/.test(file.fileName);

function ownFiles(built: ts.Program, folder: string): ts.SourceFile[] {
  return (
    built
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(join(root, folder)) && !isTest(file))
      // The data contract is the adapters' test suite (it runs from tests), not app code.
      .filter((file) => !/\/src\/lib\/backend\/contract\/|test-support\.ts$/.test(file.fileName))
  );
}

/** The app's queries: DataStore.query / subscribe calls with a literal options object. */
export function appQueries(): FoundQuery[] {
  const built = program('tsconfig.app.json');
  const checker = built.getTypeChecker();
  const storeTypes = join(root, 'src/lib/backend/types.ts');
  const found: FoundQuery[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      // The name first: resolving every call's signature is most of the compiler's work.
      const declaration =
        (method === 'query' || method === 'subscribe') &&
        checker.getResolvedSignature(node)?.declaration;
      if (
        declaration &&
        declaration.getSourceFile().fileName === storeTypes &&
        !passesOptionsThrough(checker, node)
      ) {
        found.push(readAppQuery(checker, node));
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of ownFiles(built, 'src')) visit(file);
  return found;
}

/** A wrapper store handing its caller's options on (its callers' queries are the ones read). */
function passesOptionsThrough(checker: ts.TypeChecker, call: ts.CallExpression): boolean {
  const options = call.arguments[1];
  if (!options || !ts.isIdentifier(options)) return false;
  const declaration = checker.getSymbolAtLocation(options)?.valueDeclaration;
  return declaration !== undefined && ts.isParameter(declaration);
}

function readAppQuery(checker: ts.TypeChecker, call: ts.CallExpression): FoundQuery {
  const reader = new Reader(checker, []);
  const query: FoundQuery = {
    at: lineOf(call),
    collection: reader.literal(call.arguments[0]),
    equalities: [],
    range: null,
    orderBy: [],
    unresolved: reader.unresolved,
    clauses: 0,
  };
  const optionsNode = call.arguments[1];
  // subscribe(collection, onChange, onError) has no options.
  if (!optionsNode || ts.isArrowFunction(optionsNode)) return query;
  const options = reader.initializer(optionsNode);
  if (!ts.isObjectLiteralExpression(options)) {
    reader.unresolved.push('options');
    query.clauses = Infinity;
    return query;
  }
  const where = reader.property(options, 'where');
  if (where) {
    const list = reader.initializer(where);
    if (!ts.isArrayLiteralExpression(list)) {
      reader.unresolved.push('where');
      query.clauses = Infinity;
    } else
      for (const item of list.elements) {
        query.clauses += 1;
        const clause = reader.initializer(item);
        if (!ts.isObjectLiteralExpression(clause)) reader.unresolved.push('where clause');
        else {
          const field = reader.field(reader.property(clause, 'field'), 'where field');
          if (field) query.equalities.push(field);
        }
      }
  }
  const orderBy = reader.property(options, 'orderBy');
  if (orderBy) {
    query.clauses += 1;
    const order = reader.initializer(orderBy);
    if (!ts.isObjectLiteralExpression(order)) reader.unresolved.push('orderBy');
    else {
      const field = reader.field(reader.property(order, 'field'), 'orderBy field');
      const direction = reader.literal(reader.property(order, 'direction'));
      if (field)
        query.orderBy.push({ field, direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
    }
  }
  return query;
}

const RANGE_OPERATORS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** The functions' queries: Admin SDK chains ending in `.where` / `.orderBy` calls. */
export function functionQueries(): FoundQuery[] {
  const built = program('functions/tsconfig.json');
  const checker = built.getTypeChecker();
  const found: FoundQuery[] = [];
  const isChainCall = (node: ts.Node, names: string[]): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    names.includes(node.expression.name.text);
  const visit = (node: ts.Node) => {
    // The outermost call of a chain with a where/orderBy in it (not a link inside a longer one).
    const parent = node.parent;
    const inner = parent && ts.isPropertyAccessExpression(parent) && parent.expression === node;
    if (isChainCall(node, ['where', 'orderBy', 'limit', 'get', 'startAfter']) && !inner) {
      const query = readChain(checker, node, isChainCall);
      if (query) found.push(query);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of ownFiles(built, 'functions/src').filter(
    (file) => !file.fileName.includes('/src/shared/'),
  ))
    visit(file);
  return found;
}

function readChain(
  checker: ts.TypeChecker,
  outer: ts.CallExpression,
  isChainCall: (node: ts.Node, names: string[]) => node is ts.CallExpression,
): FoundQuery | null {
  const reader = new Reader(checker, []);
  const links: ts.CallExpression[] = [];
  let node: ts.Expression = outer;
  while (isChainCall(node, ['where', 'orderBy', 'limit', 'get', 'startAfter', 'select'])) {
    links.unshift(node);
    node = (node.expression as ts.PropertyAccessExpression).expression;
  }
  if (!links.some((link) => isChainCall(link, ['where', 'orderBy']))) return null;
  const query: FoundQuery = {
    at: lineOf(outer),
    collection: isChainCall(node, ['collection']) ? reader.literal(node.arguments[0]) : null,
    equalities: [],
    range: null,
    orderBy: [],
    unresolved: reader.unresolved,
    clauses: links.filter((link) => isChainCall(link, ['where', 'orderBy'])).length,
  };
  for (const link of links) {
    const method = (link.expression as ts.PropertyAccessExpression).name.text;
    if (method === 'where') {
      const field = reader.field(link.arguments[0], 'where field');
      const operator = reader.literal(link.arguments[1]);
      if (!field) continue;
      if (operator && RANGE_OPERATORS.has(operator)) query.range = field;
      else query.equalities.push(field);
    } else if (method === 'orderBy') {
      const target = link.arguments[0]!;
      // FieldPath.documentId(): every single-field index is ordered by it already.
      if (ts.isCallExpression(target) && target.getText().endsWith('documentId()')) continue;
      const field = reader.field(target, 'orderBy field');
      const direction = reader.literal(link.arguments[1]);
      if (field)
        query.orderBy.push({ field, direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
    }
  }
  return query;
}

/**
 * The composite index a query needs, or null when Firestore serves it from its automatic
 * single-field indexes: one field in all, or equality filters only (Firestore merges those).
 */
export function neededIndex(query: FoundQuery): IndexField[] | null {
  const ordered = query.orderBy.filter((order) => !query.equalities.includes(order.field));
  const tail: IndexField[] = [];
  if (query.range && ordered[0]?.field !== query.range)
    tail.push({ fieldPath: query.range, order: 'ASCENDING' });
  for (const order of ordered) tail.push({ fieldPath: order.field, order: order.direction });
  const fields = new Set([...query.equalities, ...tail.map((field) => field.fieldPath)]);
  if (fields.size < 2 || tail.length === 0) return null;
  return [
    ...query.equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...tail,
  ];
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}

/**
 * Whether a declared index serves `needed`: the same collection, the equality fields first in
 * any order and any direction, then the rest field for field in the same direction.
 */
export function serves(
  declared: DeclaredIndex,
  collection: string,
  needed: IndexField[],
  equalities: number,
): boolean {
  if (declared.collectionGroup !== collection || declared.fields.length !== needed.length)
    return false;
  const prefix = new Set(needed.slice(0, equalities).map((field) => field.fieldPath));
  const declaredPrefix = declared.fields.slice(0, equalities);
  if (!declaredPrefix.every((field) => prefix.has(field.fieldPath))) return false;
  return needed
    .slice(equalities)
    .every(
      (field, i) =>
        declared.fields[equalities + i]?.fieldPath === field.fieldPath &&
        declared.fields[equalities + i]?.order === field.order,
    );
}
