// /api/docs: the OpenAPI document as a plain page (no script: the page follows the app's
// Content-Security-Policy): each operation with its method, path, summary, the JSON
// Schemas of its body and answer, and its refusals with their codes.
type JsonObject = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const pretty = (value: unknown) => escape(JSON.stringify(value, null, 2));

function schemaOf(part: unknown): unknown {
  const content = (part as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  return media?.schema && Object.keys(media.schema).length ? media.schema : type;
}

type Parameter = { name: string; in: string; description?: string; schema?: JsonObject };

/** Query parameters with the values they take, so `?period=` is not a guess. */
function queryHtml(operation: JsonObject): string {
  const query = ((operation.parameters ?? []) as Parameter[]).filter((p) => p.in === 'query');
  if (!query.length) return '';
  const items = query.map((p) => {
    const values = (p.schema?.enum as string[] | undefined)?.map(
      (v) => `<code>${escape(v)}</code>`,
    );
    const fallback = p.schema?.default;
    return `<li><code>${escape(p.name)}</code>${values ? `: ${values.join(', ')}` : ''}${
      fallback !== undefined ? ` (default <code>${escape(String(fallback))}</code>)` : ''
    }${p.description ? `. ${escape(p.description)}` : ''}</li>`;
  });
  return `<p>Query:</p><ul>${items.join('')}</ul>`;
}

/** The refusals (4xx) with their codes, from each response's `error.code` enum. */
function errorsHtml(responses: Record<string, unknown>): string {
  const items = Object.entries(responses)
    .filter(([status]) => status.startsWith('4'))
    .map(([status, answer]) => {
      const schema = schemaOf(answer) as
        { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } | undefined;
      const codes = schema?.properties?.error?.properties?.code?.enum ?? [];
      return `<li>${escape(status)}: ${codes.map((c) => `<code>${escape(c)}</code>`).join(', ')}</li>`;
    });
  return items.length ? `<p>Refusals:</p><ul>${items.join('')}</ul>` : '';
}

function operationHtml(method: string, path: string, operation: JsonObject): string {
  const responses = operation.responses as Record<string, unknown>;
  const [status, answer] = Object.entries(responses)[0]!;
  const body = schemaOf(operation.requestBody);
  const result = schemaOf(answer);
  return `<section>
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${escape(String(operation.summary))}${operation.security ? ' <em>(no sign-in)</em>' : ''}</p>
  ${queryHtml(operation)}
  ${body ? `<details><summary>Body</summary><pre>${pretty(body)}</pre></details>` : ''}
  <details><summary>Answer ${escape(status)}</summary>${result ? `<pre>${pretty(result)}</pre>` : ''}</details>
  ${errorsHtml(responses)}
</section>`;
}

export function docsPage(document: JsonObject): string {
  const info = document.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, JsonObject>))
    for (const [method, operation] of Object.entries(methods)) {
      const tag = ((operation as JsonObject).tags as string[])[0]!;
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        operationHtml(method, path, operation as JsonObject),
      ]);
    }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
section{border-top:1px solid #e7e5e4;padding:.5rem 0}h3{font-size:1rem;margin:.25rem 0}
pre{background:#f5f5f4;padding:.5rem;overflow:auto;font-size:.8rem}
.m{display:inline-block;min-width:4rem;font-weight:600}.get{color:#15803d}.post{color:#1d4ed8}
.patch,.put{color:#a16207}.delete{color:#b91c1c}
</style></head><body>
<h1>${escape(info.title)}</h1><p>${escape(info.description)}</p>
<p>The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${[...byTag].map(([tag, items]) => `<h2>${escape(tag)}</h2>${items.join('\n')}`).join('\n')}
</body></html>`;
}
