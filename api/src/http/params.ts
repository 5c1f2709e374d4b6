import { Type } from '@sinclair/typebox';

/** Path parameters of a call on one record named by its uuid (`/…/:id`). */
export const IdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
