import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/**
 * JSON Schema of a DTO as its class-validator decorators define it: the one place each rule is written is its
 * decorator, and the OpenAPI document is derived from it (openapi-document.ts), so a validator added to a DTO is
 * documented without restating it in @ApiProperty. (class-validator-jsonschema does the same job; this file is
 * the seam to swap it in: it only has to return a DerivedSchema.)
 */
export interface DerivedSchema {
  properties: Record<string, SchemaObject>;
  /** Always needed (refused when absent). */
  required: string[];
  /** Needed unless another property is given (a ValidateIf that depends on it): one of each group must be present. */
  requiredOneOf: string[][];
  /** Validator names this file cannot express (a new kind of validator): the contract test fails on them. */
  undocumented: Array<{ property: string; validator: string }>;
}

type Fragment = (constraints: unknown[], context: { trimmed: boolean }) => SchemaObject;

/** How each validator narrows a value, as JSON Schema (OpenAPI 3.0 dialect). Keyed by class-validator's names. */
export const VALIDATOR_SCHEMAS: Record<string, Fragment> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ type: 'array' }),
  min: ([minimum]) => ({ minimum: minimum as number }),
  max: ([maximum]) => ({ maximum: maximum as number }),
  minLength: ([minLength]) => ({ minLength: minLength as number }),
  maxLength: ([maxLength]) => ({ maxLength: maxLength as number }),
  length: ([minLength, maxLength]) => ({ minLength: minLength as number, ...(maxLength === undefined ? {} : { maxLength: maxLength as number }) }),
  // After trimming, a blank string is empty: documented as "at least one non-space character".
  isNotEmpty: (_c, { trimmed }) => ({ minLength: 1, ...(trimmed ? { pattern: '\\S' } : {}) }),
  isIn: ([values]) => ({ enum: [...(values as unknown[])] }),
  isEnum: ([entity]) => ({ enum: [...new Set(Object.values(entity as object))] }),
  matches: ([pattern]) => ({ pattern: pattern instanceof RegExp ? pattern.source : String(pattern) }),
  isEmail: () => ({ format: 'email' }),
  isUrl: ([options]) => {
    const protocols = (options as { protocols?: string[] } | undefined)?.protocols;
    // The scheme is matched case-insensitively, as validator.js's isURL does.
    const scheme = (p: string) => [...p].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
    return { format: 'uri', ...(protocols?.length ? { pattern: `^(${protocols.map(scheme).join('|')})://` } : {}) };
  },
  isMongoId: () => ({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' }),
  arrayMinSize: ([minItems]) => ({ minItems: minItems as number }),
  arrayMaxSize: ([maxItems]) => ({ maxItems: maxItems as number }),
  isDefined: () => ({}),
};

export function validationMetadataOf(dto: Function): ValidationMetadata[] {
  return getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
}

/** Whether the DTO's transforms trim this property (probed through class-transformer, as the ValidationPipe runs it). */
function isTrimmed(dto: Function, property: string): boolean {
  const probe = plainToInstance(dto as new () => object, { [property]: ' a ' }) as Record<string, unknown>;
  return probe[property] === 'a';
}

/** Runs a property's ValidateIf/IsOptional conditions on an object: false = its validators are skipped. */
function validated(conditions: ValidationMetadata[], object: Record<string, unknown>, property: string): boolean {
  return conditions.every((c) => (c.constraints[0] as (o: object, v: unknown) => boolean)(object, object[property]));
}

export function deriveSchema(dto: Function): DerivedSchema {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const metadata of validationMetadataOf(dto)) {
    byProperty.set(metadata.propertyName, [...(byProperty.get(metadata.propertyName) ?? []), metadata]);
  }
  const result: DerivedSchema = { properties: {}, required: [], requiredOneOf: [], undocumented: [] };
  for (const [property, metadatas] of byProperty) {
    const conditions = metadatas.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION);
    const validators = metadatas.filter((m) => m.type === ValidationTypes.CUSTOM_VALIDATION || m.type === ValidationTypes.IS_DEFINED);
    const context = { trimmed: isTrimmed(dto, property) };
    const schema: SchemaObject = {};
    const items: SchemaObject = {};
    for (const metadata of validators) {
      const name = metadata.type === ValidationTypes.IS_DEFINED ? 'isDefined' : metadata.name;
      const fragment = name ? VALIDATOR_SCHEMAS[name] : undefined;
      if (!fragment) {
        result.undocumented.push({ property, validator: name ?? metadata.constraintCls?.name ?? 'anonymous' });
        continue;
      }
      Object.assign(metadata.each ? items : schema, fragment(metadata.constraints ?? [], context));
    }
    if (Object.keys(items).length) schema.items = { ...(schema.items as SchemaObject), ...items };
    // Probed, not guessed: what the conditions do with an absent and with a null value.
    const isDefined = metadatas.some((m) => m.type === ValidationTypes.IS_DEFINED);
    if (validators.length && !validated(conditions, { [property]: null }, property) && !isDefined) schema.nullable = true;
    if (validators.length && validated(conditions, {}, property)) {
      const alternatives = [...byProperty.keys()].filter((other) => other !== property && !validated(conditions, { [other]: 0 }, property));
      if (alternatives.length) result.requiredOneOf.push([property, ...alternatives]);
      else result.required.push(property);
    }
    result.properties[property] = schema;
  }
  return result;
}
