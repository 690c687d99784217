import { RequestMethod, type INestApplication, type PipeTransform, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { FirebaseAuthGuard } from '../auth/firebase-auth.guard';
import { RolesGuard } from '../auth/roles.guard';
import { DEPRECATED_ALIASES } from '../common/controller-with-aliases';

/** The guards that check a caller's token (401 without one); a route's other guards (e.g. RUM's rate limit) do not. */
const AUTH_GUARDS: Function[] = [FirebaseAuthGuard, RolesGuard];

/** A pipe that documents the path parameters it parses (e.g. ParseRecipeIdPipe). */
export interface DocumentedPipe {
  openApiSchema: Record<string, unknown>;
  openApiDescription?: string;
}

export interface CataloguedRoute {
  controller: Type;
  handler: string;
  /** OpenAPI form: /recipes/{id} */
  path: string;
  /** On a deprecated alias (ControllerWithAliases): the path this route is the old name of, e.g. /cooks/{uid}. */
  aliasOf?: string;
  method: string;
  body?: Function;
  query?: Function;
  pathParams: Array<{ name: string; pipe?: Type<PipeTransform> & Partial<DocumentedPipe> }>;
  /** Behind a guard that checks the caller's token (AUTH_GUARDS): it can answer 401. */
  guarded: boolean;
}

const joinPath = (...parts: string[]) => '/' + parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');

/**
 * Every controller route Nest knows, read from its decorators' metadata: what a route parses and guards. A controller
 * at several paths gives one route per path; the first is its own, the others its deprecated aliases.
 */
export function catalogueRoutes(app: INestApplication): CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      if (!controller) continue;
      const [own, ...others] = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      const deprecated = (Reflect.getMetadata(DEPRECATED_ALIASES, controller) as string[] | undefined) ?? [];
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        const fn = controller.prototype[handler] as Function;
        const routePath = typeof fn === 'function' ? (Reflect.getMetadata(PATH_METADATA, fn) as string | undefined) : undefined;
        if (handler === 'constructor' || routePath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod].toLowerCase();
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
          string,
          { index: number; data?: string; pipes?: unknown[] }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? []) as Function[];
        const openApiPath = (base: string) => joinPath(base, routePath).replace(/:(\w+)/g, '{$1}');
        const route: CataloguedRoute = {
          controller,
          handler,
          path: openApiPath(own),
          method,
          pathParams: [],
          guarded: [controller, fn].some((target) => ((Reflect.getMetadata(GUARDS_METADATA, target) as unknown[]) ?? []).some((guard) => AUTH_GUARDS.includes(guard as Function))),
        };
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (kind === RouteParamtypes.BODY) route.body = types[arg.index];
          if (kind === RouteParamtypes.QUERY && !arg.data) route.query = types[arg.index];
          if (kind === RouteParamtypes.PARAM && arg.data) {
            const pipe = (arg.pipes ?? []).find((p) => typeof p === 'function' && 'openApiSchema' in p) as CataloguedRoute['pathParams'][0]['pipe'];
            route.pathParams.push({ name: arg.data, pipe });
          }
        }
        routes.push(route);
        for (const other of others) {
          // Nest serves every path of the array alike; only the ones named deprecated are aliases of the first.
          routes.push({ ...route, path: openApiPath(other), ...(deprecated.includes(other) ? { aliasOf: route.path } : {}) });
        }
      }
    }
  }
  return routes;
}
