// Checking an answer of the API against its OpenAPI document, for the conformance test
// (api-conformance.test.ts): status, content type and body (ajv, JSON Schema 2020-12).
import { request as httpRequest } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';

export type Media = { schema?: Record<string, unknown>; example?: unknown };
export type Answer = { content?: Record<string, Media> };
export type Operation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Answer>;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  'x-token-scope'?: string;
  'x-token-refused'?: boolean;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv2020({ strict: false });

/** The schema with the document's shared Error schema in place of its $ref. */
const deref = (document: Document, schema: object): object =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('{"$ref":"#/components/schemas/Error"}', () =>
      JSON.stringify(document.components.schemas.Error),
    ),
  ) as object;

/** What is wrong with an answer, by the document; null when it conforms. */
export function problemOf(
  document: Document,
  operation: Operation,
  status: number,
  type: string,
  text: string,
) {
  const documented = operation.responses[String(status)];
  const answer = documented ?? (status >= 500 ? operation.responses.default : undefined);
  if (!answer) return `status ${status} is not documented: ${text.slice(0, 200)}`;
  // A coded 5xx (the assistant's model or Google failing) is the default answer; a bare 500
  // is a fault of ours.
  if (status === 500) return `server error: ${text.slice(0, 200)}`;
  const media = Object.keys(answer.content ?? {});
  if (!media.length) return text ? `a body where none is documented: ${text.slice(0, 80)}` : null;
  const matches = media.find(
    (m) => m === type || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))),
  );
  if (!matches) return `content-type ${type || 'none'}, documented ${media.join(', ')}`;
  const schema = answer.content![matches]!.schema;
  if (matches !== 'application/json' || !schema) return null;
  const validate = ajv.compile(deref(document, schema));
  return validate(JSON.parse(text))
    ? null
    : `body: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 200)}`;
}

/**
 * A request through node:http: a server that refuses a body too large answers before the
 * body is sent and closes the socket, which fetch reports as a failure, not an answer.
 */
export function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: (response.headers['content-type'] ?? '').split(';')[0]!.trim(),
          text,
        }),
      );
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', reject);
    req.end(body);
  });
}
