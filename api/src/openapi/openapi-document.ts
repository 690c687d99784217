import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { getOptionsToken, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { STATUS_CODES } from 'node:http';
import { ParseCollectionIdPipe } from '../collections/collection-id.pipe';
import { ParseCookUidPipe } from '../common/cook-uid.pipe';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseImageIdPipe, ParseRecipeIdPipe } from '../common/object-id.pipe';
import { ParseEntryIdPipe } from '../meal-plans/entry-id.pipe';
import { ParseReviewIdPipe } from '../reviews/review-id.pipe';
import { ParseItemIdPipe } from '../shopping-lists/item-id.pipe';
import { catalogueRoutes, type CataloguedRoute } from './route-catalogue';
import { deriveSchema } from './validation-schema';
import { SKIP_EVERY_LIMIT, THROTTLER_SKIP } from '../rate-limits/client-throttler.guard';

const ERROR_REF = { $ref: `#/components/schemas/${ErrorResponse.name}` };

/**
 * Where operations get an id to pass on (OpenAPI links, for clients and fuzzers): add-recipe's answer to the routes
 * that take a recipe id ({id}, {recipeId}), an upload's answer to those that take an image id, a recipe's authorUid
 * to the cooks' pages, a new plan entry's, shopping item's, review's or collection's id to the routes that take one
 * (told apart by their pipe's description).
 */
const ID_SOURCES = [
  { operationId: 'MyRecipesController_add', status: '201', expression: '$response.body#/insertedId', pipe: ParseRecipeIdPipe },
  { operationId: 'ImagesController_upload', status: '201', expression: '$response.body#/id', pipe: ParseImageIdPipe },
  { operationId: 'RecipesController_findOne', status: '200', expression: '$response.body#/authorUid', pipe: ParseCookUidPipe },
  { operationId: 'MealPlansController_add', status: '201', expression: '$response.body#/_id', pipe: ParseEntryIdPipe },
  { operationId: 'ShoppingListsController_addItem', status: '201', expression: '$response.body#/_id', pipe: ParseItemIdPipe },
  { operationId: 'RecipeReviewsController_save', status: '201', expression: '$response.body#/_id', pipe: ParseReviewIdPipe },
  { operationId: 'CollectionsController_create', status: '201', expression: '$response.body#/_id', pipe: ParseCollectionIdPipe },
];

/**
 * The OpenAPI document served at /api/docs-json, the API's whole contract. @nestjs/swagger describes the routes from
 * their decorators; this completes it from what the app actually enforces, read from the same metadata the app runs
 * on: path parameters from their pipes, bodies and queries from the class-validator decorators (validation-schema.ts),
 * the error responses each route can give, and links from add-recipe to the routes that take a recipe id.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Forkful API')
      .setDescription(
        'Recipes, likes, saved recipes, cook pages, the meal plan and the shopping list for Forkful. Signed-in calls take `Authorization: Bearer <Firebase ID token>`. ' +
          'Every error is `{ statusCode, message, error, code }`; `code` is stable (the UI words a refusal by it). Unknown body and query properties are refused (400).',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
    { extraModels: [ErrorResponse] },
  );
  const throttlerNames = throttlerNamesOf(app);
  for (const route of catalogueRoutes(app)) {
    const operation = document.paths[route.path]?.[route.method as 'get'] as OperationObject | undefined;
    if (!operation) continue; // the contract test names any route the document lacks
    documentPathParams(operation, route);
    if (route.query) documentQuery(operation, route.query);
    if (route.body) documentBody(document, operation, route.body);
    documentErrors(operation, route, throttlerNames);
    documentAlias(operation, route);
  }
  completeErrorSchema(document);
  linkIds(document);
  return document;
}

function throttlerNamesOf(app: INestApplication): string[] {
  try {
    const options = app.get<ThrottlerModuleOptions>(getOptionsToken(), { strict: false });
    const throttlers = Array.isArray(options) ? options : options.throttlers;
    return throttlers.map((t) => t.name ?? 'default');
  } catch {
    return [];
  }
}

function documentPathParams(operation: OperationObject, route: CataloguedRoute): void {
  const parameters = (operation.parameters ??= []) as ParameterObject[];
  for (const { name, pipe } of route.pathParams) {
    let parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) parameters.push((parameter = { name, in: 'path', required: true }));
    parameter.required = true;
    if (pipe?.openApiSchema) parameter.schema = { ...pipe.openApiSchema };
    if (pipe?.openApiDescription) parameter.description = pipe.openApiDescription;
  }
}

function documentQuery(operation: OperationObject, dto: Function): void {
  const derived = deriveSchema(dto);
  const parameters = (operation.parameters ??= []) as ParameterObject[];
  for (const [name, schema] of Object.entries(derived.properties)) {
    let parameter = parameters.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) parameters.push((parameter = { name, in: 'query' }));
    // A query value is never null: the nullable of an optional property does not apply.
    const { nullable: _never, ...wire } = schema;
    parameter.schema = mergeSchema((parameter.schema ?? {}) as SchemaObject, wire);
    parameter.required = derived.required.includes(name);
  }
}

function documentBody(document: OpenAPIObject, operation: OperationObject, dto: Function): void {
  const derived = deriveSchema(dto);
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  const existing = (schemas[dto.name] ?? { type: 'object', properties: {} }) as SchemaObject;
  const properties = { ...(existing.properties ?? {}) } as Record<string, SchemaObject>;
  for (const [name, schema] of Object.entries(derived.properties)) {
    // A property the validators allow but the docs hid (e.g. @Allow) is still part of the contract.
    properties[name] = name in properties ? mergeSchema(properties[name], schema) : { ...schema, description: 'Accepted (any value) and not used' };
  }
  schemas[dto.name] = {
    ...existing,
    type: 'object',
    properties,
    required: derived.required.length ? derived.required : undefined,
    // whitelist + forbidNonWhitelisted: an unknown property is a 400.
    additionalProperties: false,
    ...(derived.requiredOneOf.length
      ? { allOf: derived.requiredOneOf.map((group) => ({ anyOf: group.map((name) => ({ required: [name] })) })) }
      : {}),
  };
  if (!derived.required.length) delete (schemas[dto.name] as SchemaObject).required;
  if (operation.requestBody && !('$ref' in operation.requestBody)) operation.requestBody.required = true;
}

/** Narrows the generated schema with the validators' rules; a hand-written oneOf (several wire forms) gets them on its matching branch. */
function mergeSchema(existing: SchemaObject, derived: SchemaObject): SchemaObject {
  if (existing.oneOf && derived.type) {
    const { nullable, ...rest } = derived;
    return {
      ...existing,
      ...(nullable ? { nullable } : {}),
      oneOf: existing.oneOf.map((branch) => ((branch as SchemaObject).type === derived.type ? mergeSchema(branch as SchemaObject, rest) : branch)),
    };
  }
  const merged: SchemaObject = { ...existing, ...derived };
  if (existing.items && derived.items) merged.items = { ...(existing.items as SchemaObject), ...(derived.items as SchemaObject) };
  return merged;
}

function addError(operation: OperationObject, status: number, description: string): void {
  const responses = operation.responses as Record<string, ResponseObject | ReferenceObject>;
  const existing = responses[status] as ResponseObject | undefined;
  responses[status] = {
    ...existing,
    description: existing?.description || description,
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

/** The error answers a route can give, from what it parses and guards and from the app-wide middleware. */
function documentErrors(operation: OperationObject, route: CataloguedRoute, throttlerNames: string[]): void {
  if (route.body || route.query) addError(operation, 400, 'Invalid input (the message lists every problem)');
  if (route.body) {
    addError(operation, 413, 'The JSON body is larger than the limit (JSON_BODY_LIMIT)');
    addError(operation, 415, 'Unsupported body charset or encoding');
  }
  if (route.guarded) addError(operation, 401, 'Missing, expired or invalid ID token');
  if (route.pathParams.some((p) => p.pipe)) addError(operation, 404, 'Unknown or malformed id');
  const targets = [route.controller.prototype[route.handler], route.controller];
  const skipped = (name: string) =>
    targets.some((target) => Reflect.getMetadata(SKIP_EVERY_LIMIT, target) === true || Reflect.getMetadata(THROTTLER_SKIP + name, target) === true);
  if (throttlerNames.some((name) => !skipped(name))) addError(operation, 429, 'Too many requests from this client in this minute');
  const responses = operation.responses as Record<string, ResponseObject>;
  // Every call but /health asks the database with a time limit (API_DB_MAX_TIME_MS); /health documents its own 503.
  if (!responses[503]) addError(operation, 503, 'The database took too long to answer; please try again');
}

/**
 * An old name a controller still answers at (ControllerWithAliases): deprecated, naming the path to call instead.
 * @nestjs/swagger numbers the operations of a controller at several paths (`CooksController_profile[0]`, `[1]`):
 * its own path keeps the plain id and an alias's adds the alias's name, so links and clients see readable, unique ids.
 */
function documentAlias(operation: OperationObject, route: CataloguedRoute): void {
  const id = `${route.controller.name}_${route.handler}`;
  if (!route.aliasOf) {
    if (operation.operationId === `${id}[0]`) operation.operationId = id;
    return;
  }
  operation.operationId = `${id}_${route.path.split('/')[1]}Alias`;
  operation.deprecated = true;
  const instead = `Deprecated: the former name of ${route.method.toUpperCase()} ${route.aliasOf}, answered the same for clients built before the rename; call that instead.`;
  operation.description = operation.description ? `${instead} ${operation.description}` : instead;
}

function completeErrorSchema(document: OpenAPIObject): void {
  const schema = document.components?.schemas?.[ErrorResponse.name] as SchemaObject | undefined;
  if (!schema) return;
  schema.additionalProperties = false;
  (schema.properties as Record<string, SchemaObject>).statusCode = { type: 'integer', minimum: 400, maximum: 599 };
  (schema.properties as Record<string, SchemaObject>).error = {
    type: 'string',
    description: 'The status reason phrase',
    example: STATUS_CODES[400],
  };
}

function linkIds(document: OpenAPIObject): void {
  const operations = Object.values(document.paths).flatMap((item) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).map((m) => item[m]).filter((o): o is OperationObject => !!o),
  );
  for (const source of ID_SOURCES) {
    // Whatever the parameter's name ({id}, {recipeId}): the pipe that parses it says which id it is.
    const idParameter = (o: OperationObject) =>
      ((o.parameters ?? []) as ParameterObject[]).find((p) => p.in === 'path' && p.description === source.pipe.openApiDescription);
    const takingId = operations.filter((o) => idParameter(o));
    const from = operations.find((o) => o.operationId === source.operationId);
    const response = from?.responses[source.status] as ResponseObject | undefined;
    if (!response) continue;
    response.links = Object.fromEntries(
      takingId.map((target) => [
        target.operationId as string,
        { operationId: target.operationId, parameters: { [idParameter(target)!.name]: source.expression } },
      ]),
    );
  }
}
