import { ArgumentMetadata, BadRequestException, Type, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/**
 * The app's ValidationPipe (whitelist + forbidNonWhitelisted): an unknown body field or query parameter is a 400.
 *
 * On its own that check let the names of Object.prototype members through (`?__proto__=x`, `?constructor=x`,
 * `?prototype=x`, `?toString=x`, and the same keys in a JSON body): ValidationPipe deletes `__proto__`, `prototype`
 * and `constructor` before transforming, class-transformer skips keys naming a method of the target, and
 * class-validator's whitelist looks the remaining names up in a plain object, where `constructor` or
 * `hasOwnProperty` are found. So the raw keys are checked here, before any of that, against the properties the DTO
 * declares, and refused with class-validator's own message.
 */
export class StrictValidationPipe extends ValidationPipe {
  private readonly declared = new WeakMap<Type<unknown>, ReadonlySet<string>>();

  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: false },
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metatype && this.toValidate(metadata) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const known = this.declaredProperties(metatype);
      const unknown = Object.keys(value).filter((key) => !known.has(key));
      if (unknown.length) throw new BadRequestException(unknown.map((key) => `property ${key} should not exist`));
    }
    return super.transform(value, metadata);
  }

  private declaredProperties(metatype: Type<unknown>): ReadonlySet<string> {
    let names = this.declared.get(metatype);
    if (!names) {
      const rules = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
      names = new Set(rules.map((rule) => rule.propertyName));
      this.declared.set(metatype, names);
    }
    return names;
  }
}
