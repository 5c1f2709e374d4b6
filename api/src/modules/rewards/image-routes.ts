import type { ApiPlugin } from '../../http/type-provider';
import { Type } from '@sinclair/typebox';
import { DomainError } from '../../platform/domain-error';
import { rewardImage } from './reward-images';

export const rewardImageRoutes: ApiPlugin<object> = async (app) => {
  app.get(
    '/s1/reward/images/:file',
    {
      schema: {
        summary: 'Image of a demo reward',
        description: 'An SVG image, not an envelope; public, because <img> sends no access token.',
        tags: ['rewards'],
        params: Type.Object({ file: Type.String({ maxLength: 40, pattern: '^[a-z]+\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const svg = rewardImage(request.params.file);
      if (!svg) throw new DomainError('reward.imageNotFound', 404);
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
