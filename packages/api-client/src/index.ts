// The typed Balance API client: generated types from openapi/openapi.yaml and an openapi-fetch client.
export type { paths, components, operations } from './generated/schema';
export type * from './schemas';
