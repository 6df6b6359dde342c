import { buildApiDocument } from '../../http-app';
import { documentedAnswer, serializationSchema, serializedAsDocumented } from './documented-serialization';

type Schema = Record<string, unknown>;

describe('serializationSchema', () => {
  it("points references to definitions and drops required lists, keeping a property named 'required'", () => {
    const schema = {
      type: 'object',
      required: ['items'],
      properties: {
        items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
        required: { type: 'boolean' },
        note: { type: 'string', nullable: true },
      },
    };
    expect(serializationSchema(schema)).toEqual({
      type: 'object',
      properties: {
        items: { type: 'array', items: { $ref: '#/definitions/Item' } },
        required: { type: 'boolean' },
        note: { type: 'string', nullable: true },
      },
    });
  });
});

/** Each schema a serializer compiled from `root` may meet, its references followed once each. */
function reachableSchemas(root: Schema, components: Record<string, Schema>): Schema[] {
  const seen = new Set<string>();
  const found: Schema[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Schema;
    const ref = schema.$ref;
    if (typeof ref === 'string') {
      const name = ref.replace('#/components/schemas/', '');
      if (seen.has(name)) return;
      seen.add(name);
      return visit(components[name]);
    }
    found.push(schema);
    Object.values(schema).forEach(visit);
  };
  visit(root);
  return found;
}

describe('Routes serialized as documented', () => {
  let document: Awaited<ReturnType<typeof buildApiDocument>>;
  beforeAll(async () => {
    document = await buildApiDocument();
  });

  it('are the six list reads', () => {
    expect(serializedAsDocumented().sort()).toEqual([
      'CarpoolsController_list',
      'EventsController_list',
      'FlightsController_list',
      'MembersController_list',
      'PhotosController_list',
      'ScheduleController_list',
    ]);
  });

  // A compiled serializer writes only what the schema declares: an object documented without its
  // properties (its own, or those of the schemas it is composed of, which are checked in turn) would reach
  // the client empty.
  it.each(serializedAsDocumented())('%s documents every object it answers with, property by property', (id) => {
    const answer = documentedAnswer(document, id);
    expect(answer).toBeDefined();
    const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const objects = reachableSchemas(answer!, components).filter((schema) => schema.type === 'object');
    expect(objects.length).toBeGreaterThan(0);
    for (const schema of objects) {
      expect(schema.properties ?? schema.additionalProperties ?? schema.allOf).toEqual(expect.any(Object));
    }
  });
});
