import { CommandError, badValue, typeMismatch } from './errors';
import { Doc } from './values';

/** The first, field-by-field check of a collation document, as mongod's IDL parser does it. */

/** mongod's name for a value's BSON type, as its IDL errors print it (documents arrive with numbers promoted). */
export function typeName(v: any): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (v._bsontype) {
    case 'Int32': return 'int';
    case 'Double': return 'double';
    case 'Long': return 'long';
    case 'Decimal128': return 'decimal';
    case 'ObjectId': return 'objectId';
    case 'Binary': return 'binData';
    case 'Timestamp': return 'timestamp';
    case 'BSONRegExp': return 'regex';
    case 'BSONSymbol': return 'symbol';
    case 'Code': return 'javascript';
    case 'MinKey': return 'minKey';
    case 'MaxKey': return 'maxKey';
  }
  return ArrayBuffer.isView(v) ? 'binData' : 'object';
}

const isNumeric = (v: any) => typeof v === 'number' || ['Int32', 'Double', 'Long', 'Decimal128'].includes(v?._bsontype);

interface Fields {
  locale?: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: string;
  numericOrdering?: boolean;
  alternate?: string;
  maxVariable?: string;
  normalization?: boolean;
  backwards?: boolean;
  version?: string;
}

const ENUMS: Record<string, string[]> = {
  caseFirst: ['upper', 'lower', 'off'],
  alternate: ['non-ignorable', 'shifted'],
  maxVariable: ['punct', 'space'],
};

/** First pass, in the document's order, like mongod's IDL parser: types, enumerations, the strength range, unknown fields. */
export function readFields(d: Doc, path: string): Fields {
  const f: Fields = {};
  const wrong = (k: string, v: any, want: string) => typeMismatch(`BSON field '${path}.${k}' is the wrong type '${typeName(v)}', expected type '${want}'`);
  for (const [k, v] of Object.entries(d)) {
    const absent = v === null || v === undefined;
    switch (k) {
      case 'locale':
      case 'caseFirst':
      case 'alternate':
      case 'maxVariable':
      case 'version':
        if (absent) break;
        if (typeof v !== 'string') throw wrong(k, v, 'string');
        if (ENUMS[k] && !ENUMS[k].includes(v)) throw badValue(`Enumeration value '${v}' for field '${path}.${k}' is not a valid value.`);
        (f as any)[k] = v;
        break;
      case 'caseLevel':
      case 'numericOrdering':
      case 'normalization':
        if (absent) break;
        if (typeof v !== 'boolean') throw wrong(k, v, 'bool');
        (f as any)[k] = v;
        break;
      case 'backwards':
        if (typeof v !== 'boolean') throw typeMismatch(`Field 'backwards' should be a boolean value, but found: ${typeName(v)}`);
        f.backwards = v;
        break;
      case 'strength': {
        if (absent) break;
        if (!isNumeric(v)) throw typeMismatch(`BSON field '${path}.strength' is the wrong type '${typeName(v)}', expected types '[double, decimal, long, int]'`);
        const x = Number(typeof v === 'number' ? v : v.toString());
        const n = Number.isNaN(x) ? 0 : Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
        if (n > 5) throw badValue(`BSON field 'strength' value must be <= 5, actual value '${n}'`);
        if (n < 0) throw badValue(`BSON field 'strength' value must be >= 0, actual value '${n}'`);
        if (n === 0) throw badValue(`Enumeration value '0' for field '${path}.strength' is not a valid value.`);
        f.strength = n;
        break;
      }
      default:
        throw new CommandError(40415, 'Location40415', `BSON field '${path}.${k}' is an unknown field.`);
    }
  }
  if (f.locale === undefined) throw new CommandError(40414, 'Location40414', `BSON field '${path}.locale' is missing but a required field`);
  return f;
}
