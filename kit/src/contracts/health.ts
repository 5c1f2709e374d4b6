/** Answer of GET /health: the API is up and its database answers. */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}
