// GET /v3/docs/{file}: the files of the reference page (/v3/docs), without a
// key: Swagger UI's script, stylesheet and icon from the installed
// swagger-ui-dist package, and the page's own script and stylesheet. Only the
// names listed here are served, each read once at start-up; any other name,
// `..` or an encoded slash included, is 404.

import { join } from 'node:path';
import { ApiError } from '../errors.js';
import { quote } from '../query.js';
import { pageFile, sendStatic, staticFile, SWAGGER_UI_DIR, type StaticFile } from '../static-files.js';
import { defineOpenEndpoint } from './endpoint.js';

const fromPackage = (name: string) => staticFile(join(SWAGGER_UI_DIR, name));

export const DOCS_FILES: ReadonlyMap<string, StaticFile> = new Map([
  ['swagger-ui-bundle.js', fromPackage('swagger-ui-bundle.js')],
  ['swagger-ui.css', fromPackage('swagger-ui.css')],
  ['favicon-32x32.png', fromPackage('favicon-32x32.png')],
  ['docs.js', pageFile('docs.js')],
  ['docs.css', pageFile('docs.css')],
]);

export default defineOpenEndpoint({
  name: 'docs-files',
  tag: 'Pages',
  paths: [{ path: '/v3/docs/{file}', operationId: 'docsFile', summary: 'A file of the reference page' }],
  description: `No key needed. The reference page's script, stylesheets and icon: ${[...DOCS_FILES.keys()].join(', ')}; any other name is 404.`,
  parameters: [
    {
      name: 'file',
      in: 'path',
      required: true,
      description: 'The file name.',
      schema: { enum: [...DOCS_FILES.keys()] },
      example: 'docs.js',
    },
  ],
  responses: {
    '200': {
      description: 'The file.',
      headers: ['X-Request-Id', 'ETag'],
      content: { 'text/javascript': 'A script.', 'text/css': 'A stylesheet.', 'image/png': 'The icon.' },
    },
    '304': { description: 'Not modified.', headers: ['ETag'] },
    '404': { error: true },
    '405': { error: true },
  },
  serve({ request, response, state, pathValues }) {
    const name = pathValues.file ?? '';
    const file = DOCS_FILES.get(name);
    if (!file)
      throw new ApiError(
        'not_found',
        `no file ${quote(name)} in /v3/docs/`,
        `The reference page's files are ${[...DOCS_FILES.keys()].join(', ')}.`,
      );
    return sendStatic(request, response, state, file);
  },
});
