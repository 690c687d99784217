import { isPlainObject } from '../common/values';

/** One value a dotted path reaches, with the offset of the outermost array traversed implicitly on the way. */
interface PathElement {
  value: unknown; // undefined: the path is missing there
  offset?: number;
}

const isIndex = (part: string) => /^\d+$/.test(part);

/**
 * The values mongod's matcher visits for a dotted path (its BSONElementIterator): arrays along the path are
 * traversed, and a numeric part also addresses an array element (without setting the offset). With
 * `traverseLeaf`, the elements of an array at the end of the path come first (each with its offset), then the
 * array itself.
 */
export function pathElements(node: unknown, path: string, traverseLeaf: boolean): PathElement[] {
  const out: PathElement[] = [];
  walk(node, path.split('.'), 0, undefined, traverseLeaf, out);
  return out;
}

function walk(node: unknown, parts: string[], i: number, offset: number | undefined, traverseLeaf: boolean, out: PathElement[]): void {
  if (i === parts.length) {
    if (Array.isArray(node) && traverseLeaf) node.forEach((el, j) => out.push({ value: el, offset: offset ?? j }));
    out.push({ value: node, offset });
    return;
  }
  if (Array.isArray(node)) {
    node.forEach((el, j) => {
      if (isPlainObject(el)) walk(el, parts, i, offset ?? j, traverseLeaf, out);
      if (isIndex(parts[i]) && Number(parts[i]) === j) walk(el, parts, i + 1, offset, traverseLeaf, out);
    });
    return;
  }
  if (isPlainObject(node)) {
    const child = node[parts[i]];
    if (child === undefined) out.push({ value: undefined, offset });
    else walk(child, parts, i + 1, offset, traverseLeaf, out);
    return;
  }
  out.push({ value: undefined, offset });
}
