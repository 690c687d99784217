/** BSON type aliases (as $jsonSchema's bsonType and mongod's messages name them) of values decoded without number promotion. */

export const NUMERIC = new Set(['int', 'long', 'double', 'decimal']);

/** The BSON type alias of a value decoded with promoteValues: false (promoted numbers are guessed: int or double). */
export function bsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
    case 'bigint':
      return 'long';
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = (v as any)._bsontype as string | undefined;
  switch (t) {
    case 'Double': return 'double';
    case 'Int32': return 'int';
    case 'Long': return 'long';
    case 'Decimal128': return 'decimal';
    case 'ObjectId': return 'objectId';
    case 'Binary': return 'binData';
    case 'BSONRegExp': return 'regex';
    case 'Timestamp': return 'timestamp';
    case 'MinKey': return 'minKey';
    case 'MaxKey': return 'maxKey';
    case 'BSONSymbol': return 'symbol';
    case 'Code': return (v as any).scope ? 'javascriptWithScope' : 'javascript';
    case 'DBRef': return 'object';
  }
  if (ArrayBuffer.isView(v)) return 'binData';
  return 'object';
}

export const isNumber = (v: unknown) => NUMERIC.has(bsonTypeOf(v));
export const toNumber = (v: any): number => (typeof v === 'number' ? v : Number(v?.toString?.() ?? v));
