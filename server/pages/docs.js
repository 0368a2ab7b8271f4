// The API reference (/v3/docs): Swagger UI, served by this server from the
// swagger-ui-dist package, renders the served OpenAPI document. Nothing is
// fetched from elsewhere: no validator badge, no remote configuration.
'use strict';

window.ui = SwaggerUIBundle({
  url: '/v3/openapi.json',
  dom_id: '#swagger-ui',
  // The base layout: no top bar asking for another document's URL.
  layout: 'BaseLayout',
  deepLinking: true,
  // Swagger UI would otherwise send the document to validator.swagger.io.
  validatorUrl: null,
  // The API answers GET and HEAD only.
  supportedSubmitMethods: ['get', 'head'],
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  filter: true,
  // Keys given under "Authorize" stay for this browser tab only.
  persistAuthorization: false,
  // The list's first answer, and its example, are a hundred holidays: coloured,
  // they took seconds to render again at every change of the operation's view;
  // as plain text, less than half of that.
  syntaxHighlight: { activated: false },
});
