import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { API_TYPES_FILE, REGENERATE, renderApiTypes } from '../scripts/api-types';
import { ApiModule } from './api.module';
import { buildApiDocument } from './http-app';
import { controllersOf } from './module-graph';

interface Answer {
  content?: Record<string, { schema?: unknown }>;
}

/** The status a handler answers with when it succeeds, as Nest decides it. */
function handlerStatuses(): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const controller of controllersOf(ApiModule)) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
      if (method === undefined) continue;
      const status: number | undefined = Reflect.getMetadata(HTTP_CODE_METADATA, handler);
      statuses.set(`${controller.name}_${name}`, status ?? (method === RequestMethod.POST ? 201 : 200));
    }
  }
  return statuses;
}

describe('The OpenAPI document', () => {
  let document: OpenAPIObject;
  let operations: Array<{ route: string; operationId: string; responses: Record<string, Answer> }>;

  beforeAll(async () => {
    document = await buildApiDocument();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId: string; responses: Record<string, Answer> }>).map(
        ([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          operationId: operation.operationId,
          responses: operation.responses,
        }),
      ),
    );
  });

  it('documents what every route answers when it succeeds: a schema for each body, no body for 204 or 3xx', () => {
    expect(operations.length).toBeGreaterThanOrEqual(59);
    const problems = operations.flatMap(({ route, responses }) => {
      const successes = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
      if (successes.length === 0) return [`${route}: no success response (add @ApiOkResponse({ type: ... }) etc.)`];
      return successes.flatMap((status) => {
        const content = Object.entries(responses[status]?.content ?? {});
        if (status === '204' || status.startsWith('3')) {
          return content.length > 0 ? [`${route}: ${status} has a body`] : [];
        }
        if (content.length === 0) return [`${route}: ${status} has no schema (add { type: ResponseClass })`];
        return content
          .filter(([, media]) => !media.schema)
          .map(([type]) => `${route}: ${status} ${type} has no schema`);
      });
    });
    expect(problems).toEqual([]);
  });

  it('says what every property of every schema holds: no untyped object where the code has a union type', () => {
    type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema>; items?: Schema } & Record<
      string,
      unknown
    >;
    const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, Schema>);
    const vague = schemas.flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => {
          const described = property.items ?? property;
          const composed = ['$ref', 'allOf', 'anyOf', 'oneOf'].some((key) => key in described);
          const opaqueObject = described.type === 'object' && !described.properties && !described.additionalProperties;
          return !composed && (!described.type || opaqueObject);
        })
        .map(([property]) => `${name}.${property}`),
    );
    expect(schemas.length).toBeGreaterThan(30);
    expect(vague).toEqual([]);
  });

  it("documents each route's success under the status its handler answers with", () => {
    const statuses = handlerStatuses();
    const problems = operations.flatMap(({ route, operationId, responses }) => {
      const expected = statuses.get(operationId);
      if (expected === undefined) return [`${route}: no handler named ${operationId}`];
      const documented = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
      // A route that only redirects (a guard answers for it) documents its redirect instead.
      const redirects = documented.every((status) => status.startsWith('3'));
      return documented.includes(String(expected)) || redirects
        ? []
        : [`${route}: answers ${expected}, documents ${documented.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it("gives the front end's generated API types for the current document", async () => {
    const generated = await renderApiTypes(document);
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    if (generated !== committed) {
      const now = generated.split('\n');
      const before = committed.split('\n');
      const line = now.findIndex((text, index) => text !== before[index]);
      throw new Error(
        [
          `${relative(process.cwd(), API_TYPES_FILE)} is stale: the API's OpenAPI document changed.`,
          `Run \`${REGENERATE}\` and commit the file.`,
          `First difference at line ${line + 1}:`,
          `  committed: ${before[line] ?? '(end of file)'}`,
          `  generated: ${now[line] ?? '(end of file)'}`,
        ].join('\n'),
      );
    }
  });
});
